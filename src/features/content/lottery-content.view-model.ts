import { makeAutoObservable, observableRef } from 'mobx';
import type { LotteryContent, LotteryFacts } from '../../../core/domain/content';
import type { LotteryIdentifier } from '../../../core/domain/lottery';
import type { ContentGateway } from '../../../ports/content-gateway.port';

/** A landing page's editorial blocks and facts box as its loader finds them; each null when unavailable. */
export interface LotteryContentData {
  readonly content: LotteryContent | null;
  readonly facts: LotteryFacts | null;
}

/** Never fails: a landing page works without its content. */
export async function loadLotteryContent(
  gateway: Pick<ContentGateway, 'lotteryContent' | 'lotteryFacts'>,
  lottery: LotteryIdentifier,
): Promise<LotteryContentData> {
  const [content, facts] = await Promise.allSettled([gateway.lotteryContent(lottery), gateway.lotteryFacts(lottery)]);
  return {
    content: content.status === 'fulfilled' ? content.value : null,
    facts: facts.status === 'fulfilled' ? facts.value : null,
  };
}

/** Editorial blocks and the facts box of a landing page; the page works without them (status 'error' shows nothing). */
export class LotteryContentViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  content: LotteryContent | null = null;
  facts: LotteryFacts | null = null;

  constructor(private readonly gateway: ContentGateway) {
    makeAutoObservable<this, 'gateway'>(
      this,
      { gateway: false, content: observableRef, facts: observableRef },
      { autoBind: true },
    );
  }

  async load(lottery: LotteryIdentifier): Promise<void> {
    this.status = 'loading';
    this.accept(await loadLotteryContent(this.gateway, lottery));
  }

  /** Takes what the loader found. */
  accept(data: LotteryContentData): void {
    this.content = data.content;
    this.facts = data.facts;
    this.status = data.content || data.facts ? 'ready' : 'error';
  }
}
