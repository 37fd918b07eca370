import { makeAutoObservable, observableRef } from 'mobx';
import { FAQ_SETS, type ContentPage, type FaqItem, type FaqSet } from '../../../core/domain/content';
import type { ContentGateway } from '../../../ports/content-gateway.port';

export interface FaqGroup {
  readonly set: FaqSet;
  readonly items: readonly FaqItem[];
}

/** What /faq shows: plain data, loaded by the route's loader (faq.view.tsx) and sent to the browser. */
export type FaqData =
  | { readonly kind: 'ready'; readonly intro: ContentPage | null; readonly groups: readonly FaqGroup[] }
  | { readonly kind: 'error' };

/** The introduction and the non-empty FAQ sets, in the sets' order. */
export async function loadFaq(content: ContentGateway): Promise<FaqData> {
  try {
    const [intro, ...sets] = await Promise.all([
      content.contentPage('/faq'),
      ...FAQ_SETS.map((set) => content.faqItems(set)),
    ]);
    const groups = FAQ_SETS.map((set, i) => ({ set, items: sets[i] ?? [] })).filter((g) => g.items.length > 0);
    return { kind: 'ready', intro, groups };
  } catch {
    return { kind: 'error' };
  }
}

/** /faq: the page's introduction and every FAQ set, each an accordion; one question open at a time per page. */
export class FaqViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  intro: ContentPage | null = null;
  groups: readonly FaqGroup[] = [];
  openId: string | null = null;

  constructor(private readonly content: ContentGateway) {
    makeAutoObservable<this, 'content'>(
      this,
      { content: false, intro: observableRef, groups: observableRef },
      { autoBind: true },
    );
  }

  /** Loads again (the retry after a failure). */
  async load(): Promise<void> {
    this.status = 'loading';
    this.accept(await loadFaq(this.content));
  }

  /** Takes what the loader found. */
  accept(data: FaqData): void {
    if (data.kind === 'error') {
      this.status = 'error';
      return;
    }
    this.intro = data.intro;
    this.groups = data.groups;
    this.status = 'ready';
  }

  toggle(id: string): void {
    this.openId = this.openId === id ? null : id;
  }
}
