import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  FooterService,
  FooterSitemapItem,
  FooterTrust,
  HeaderTopBarNavigationItem,
  NavigationItem,
  SidebarItem,
} from '../../../core/domain/content';
import type { ContentGateway } from '../../../ports/content-gateway.port';
import type { ErrorReporter } from '../../../ports/error-reporter.port';

type LayoutContent = Pick<
  ContentGateway,
  | 'navigationItems'
  | 'headerTopBarNavigationItems'
  | 'sidebarItems'
  | 'footerTrusts'
  | 'footerServices'
  | 'footerSitemapItems'
>;

/** The layout's content as plain data: loaded by the root route's loader and sent to the browser with the page. */
export interface LayoutData {
  readonly navigation: readonly NavigationItem[] | null;
  readonly topBar: readonly HeaderTopBarNavigationItem[] | null;
  readonly sidebar: readonly SidebarItem[] | null;
  readonly footerTrusts: readonly FooterTrust[] | null;
  readonly footerServices: readonly FooterService[] | null;
  readonly footerSitemap: readonly FooterSitemapItem[] | null;
}

/**
 * The content-driven parts of the layout (spec/1 §2): header top bar, main navigation with
 * jackpot badges, sidebar and footer. Loaded once per page load (the content cache keeps them 30
 * minutes); each part on its own, so one failing read leaves the others. A part that is still
 * loading or failed is null and the views show their static fallback: the shop stays usable.
 */
export class LayoutViewModel {
  navigation: readonly NavigationItem[] | null = null;
  topBar: readonly HeaderTopBarNavigationItem[] | null = null;
  sidebar: readonly SidebarItem[] | null = null;
  footerTrusts: readonly FooterTrust[] | null = null;
  footerServices: readonly FooterService[] | null = null;
  footerSitemap: readonly FooterSitemapItem[] | null = null;
  private started = false;
  private failedParts = 0;

  constructor(
    private readonly content: LayoutContent,
    private readonly reporter: ErrorReporter,
  ) {
    makeAutoObservable<this, 'content' | 'reporter' | 'started' | 'failedParts'>(
      this,
      {
        content: false,
        reporter: false,
        started: false,
        failedParts: false,
        navigation: observableRef,
        topBar: observableRef,
        sidebar: observableRef,
        footerTrusts: observableRef,
        footerServices: observableRef,
        footerSitemap: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Whether every part loaded (none failed): what a server may share with other requests. */
  get complete(): boolean {
    return this.failedParts === 0;
  }

  /** What is loaded, as plain data (the root route's loader data). */
  snapshot(): LayoutData {
    const { navigation, topBar, sidebar, footerTrusts, footerServices, footerSitemap } = this;
    return { navigation, topBar, sidebar, footerTrusts, footerServices, footerSitemap };
  }

  /** Takes what the server loaded: the page is drawn with it from the first frame, and nothing is asked again. */
  accept(data: LayoutData): void {
    this.started = true;
    Object.assign(this, data);
  }

  /** Idempotent: the layout mounts once, but StrictMode and remounts must not load twice. */
  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const c = this.content;
    await Promise.all([
      this.part(
        'navigation',
        () => c.navigationItems(),
        (v) => (this.navigation = v),
      ),
      this.part(
        'topBar',
        () => c.headerTopBarNavigationItems(),
        (v) => (this.topBar = v),
      ),
      this.part(
        'sidebar',
        () => c.sidebarItems(),
        (v) => (this.sidebar = v),
      ),
      this.part(
        'footerTrusts',
        () => c.footerTrusts(),
        (v) => (this.footerTrusts = v),
      ),
      this.part(
        'footerServices',
        () => c.footerServices(),
        (v) => (this.footerServices = v),
      ),
      this.part(
        'footerSitemap',
        () => c.footerSitemapItems(),
        (v) => (this.footerSitemap = v),
      ),
    ]);
  }

  private async part<T>(
    name: string,
    read: () => Promise<readonly T[]>,
    set: (value: readonly T[]) => void,
  ): Promise<void> {
    try {
      const items = await read();
      // An empty answer is no navigation: keep the fallback rather than an empty header.
      if (items.length > 0) runInAction(() => set(items));
    } catch (error) {
      this.failedParts += 1;
      this.reporter.report({
        source: 'content',
        message: 'Layout content could not be loaded',
        context: { part: name, error: String(error) },
      });
    }
  }
}
