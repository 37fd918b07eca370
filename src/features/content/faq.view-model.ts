import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { FAQ_SETS, type ContentPage, type FaqItem, type FaqSet } from '../../../core/domain/content';
import type { ContentGateway } from '../../../ports/content-gateway.port';

export interface FaqGroup {
  readonly set: FaqSet;
  readonly items: readonly FaqItem[];
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

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const [intro, ...sets] = await Promise.all([
        this.content.contentPage('/faq'),
        ...FAQ_SETS.map((set) => this.content.faqItems(set)),
      ]);
      runInAction(() => {
        this.intro = intro;
        this.groups = FAQ_SETS.map((set, i) => ({ set, items: sets[i] ?? [] })).filter(
          (group) => group.items.length > 0,
        );
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  toggle(id: string): void {
    this.openId = this.openId === id ? null : id;
  }
}
