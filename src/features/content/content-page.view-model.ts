import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ContentPage } from '../../../core/domain/content';
import type { RedirectTarget } from '../../../core/domain/content-path';
import type { ResolveContentPageUseCase } from '../../../core/use-cases/resolve-content-page.use-case';
import type { ContentGateway } from '../../../ports/content-gateway.port';
import type { ErrorReporter } from '../../../ports/error-reporter.port';

interface Deps {
  content: ContentGateway;
  resolvePage: ResolveContentPageUseCase;
  reporter: ErrorReporter;
}

/** A content page: a fixed path (/agb, …) or one the catch-all route resolved (redirect, page, missing). */
export class ContentPageViewModel {
  status: 'loading' | 'ready' | 'missing' | 'redirect' | 'error' = 'loading';
  page: ContentPage | null = null;
  redirect: RedirectTarget | null = null;
  private generation = 0;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps' | 'generation'>(
      this,
      { deps: false, generation: false, page: observableRef, redirect: observableRef },
      { autoBind: true },
    );
  }

  /** A fixed content path: no page check, the content service is asked directly. */
  loadFixed(path: string): Promise<void> {
    return this.run(async () => {
      const page = await this.deps.content.contentPage(path);
      return page ? { kind: 'page', page } : { kind: 'missing', path };
    });
  }

  /** The catch-all: redirect lookup, page-exists check, page (ResolveContentPageUseCase). */
  resolve(path: string, origin: string): Promise<void> {
    return this.run(() => this.deps.resolvePage.execute({ path, origin }));
  }

  private async run(load: () => Promise<Awaited<ReturnType<ResolveContentPageUseCase['execute']>>>): Promise<void> {
    const generation = ++this.generation;
    this.status = 'loading';
    this.page = null;
    this.redirect = null;
    try {
      const result = await load();
      if (generation !== this.generation) return; // a newer path is loading
      runInAction(() => {
        if (result.kind === 'page') this.page = result.page;
        if (result.kind === 'redirect') this.redirect = result.target;
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
