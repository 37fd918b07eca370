import { makeAutoObservable, runInAction } from 'mobx';
import type { FakeBackendControl } from '../../../ports/fake-backend-control.port';

/** The fake PSP's bank pages (3-D Secure challenge, PayPal approval) in the fake modes. */
export class FakePspViewModel {
  busy = false;
  failed = false;

  constructor(private readonly control: FakeBackendControl) {
    makeAutoObservable<this, 'control'>(this, { control: false }, { autoBind: true });
  }

  /** The URL to return to, with the PSP's answer appended; null when the decision failed. */
  async decideSecureChallenge(
    transactionId: string,
    returnUrl: string,
    outcome: 'approve' | 'fail' | 'cancel',
  ): Promise<string | null> {
    return this.run(async () => {
      const redirectResult = await this.control.decideSecureChallenge(transactionId, outcome);
      return withParams(returnUrl, { redirect_result: redirectResult, transaction_id: transactionId });
    });
  }

  async decidePaypal(orderId: string, returnUrl: string, approve: boolean): Promise<string | null> {
    return this.run(async () => {
      await this.control.decidePaypal(orderId, approve);
      return withParams(returnUrl, { order_id: orderId });
    });
  }

  private async run(action: () => Promise<string>): Promise<string | null> {
    this.busy = true;
    this.failed = false;
    try {
      return await action();
    } catch {
      runInAction(() => (this.failed = true));
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

function withParams(url: string, params: Record<string, string>): string {
  const [path, query = ''] = url.split('?');
  const search = new URLSearchParams(query);
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  return `${path}?${search.toString()}`;
}
