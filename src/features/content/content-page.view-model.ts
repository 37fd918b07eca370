import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ContentPage } from '../../../core/domain/content';
import type { ContentGateway } from '../../../ports/content-gateway.port';
import type { ErrorReporter } from '../../../ports/error-reporter.port';

interface Deps {
  content: ContentGateway;
  reporter: ErrorReporter;
}

type FixedPage =
  { readonly kind: 'page'; readonly page: ContentPage } | { readonly kind: 'missing'; readonly path: string };

/** A fixed content page (/agb, /datenschutz, /kundenservice); the catch-all's pages come from its loader. */
export class ContentPageViewModel {
  status: 'loading' | 'ready' | 'missing' | 'error' = 'loading';
  page: ContentPage | null = null;
  private generation = 0;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps' | 'generation'>(
      this,
      { deps: false, generation: false, page: observableRef },
      { autoBind: true },
    );
  }

  /** A fixed content path: no page check, the content service is asked directly. */
  loadFixed(path: string): Promise<void> {
    return this.run(async (): Promise<FixedPage> => {
      const page = await this.deps.content.contentPage(path);
      return page ? { kind: 'page', page } : { kind: 'missing', path };
    });
  }

  private async run(load: () => Promise<FixedPage>): Promise<void> {
    const generation = ++this.generation;
    this.status = 'loading';
    this.page = null;
    try {
      const result = await load();
      if (generation !== this.generation) return; // a newer path is loading
      runInAction(() => {
        if (result.kind === 'page') this.page = result.page;
        this.status = result.kind === 'page' ? 'ready' : result.kind;
      });
      // spec/2 §8 "CMS page missing": a fatal 404 'Page Not Found' (the view throws it to the route's error page).
      if (result.kind === 'missing')
        this.deps.reporter.report({ source: 'router', message: 'Page Not Found', context: { path: result.path } });
    } catch (error) {
      if (generation !== this.generation) return;
      this.deps.reporter.report({ source: 'content', message: error instanceof Error ? error.message : String(error) });
      runInAction(() => (this.status = 'error'));
    }
  }
}
