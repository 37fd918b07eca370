import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LotteryContent, LotteryFacts } from '../../../core/domain/content';
import type { LotteryIdentifier } from '../../../core/domain/lottery';
import type { ContentGateway } from '../../../ports/content-gateway.port';

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
    const [content, facts] = await Promise.allSettled([
      this.gateway.lotteryContent(lottery),
      this.gateway.lotteryFacts(lottery),
    ]);
    runInAction(() => {
      this.content = content.status === 'fulfilled' ? content.value : null;
      this.facts = facts.status === 'fulfilled' ? facts.value : null;
      this.status = content.status === 'rejected' && facts.status === 'rejected' ? 'error' : 'ready';
    });
  }
}
