import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { canStopSubscription, type Receipt } from '../../../core/domain/receipt';
import type { LoadReceiptsUseCase } from '../../../core/use-cases/load-receipts.use-case';
import type { StopSubscriptionUseCase } from '../../../core/use-cases/stop-subscription.use-case';

/**
 * The lottery ticket receipt modal (`open-modal=lottery_ticket_receipt&receipt=<number>`): one
 * receipt in full, and ending its subscription after a confirmation.
 */
export class ReceiptModalViewModel {
  status: 'loading' | 'ready' | 'not_found' | 'error' = 'loading';
  receipt: Receipt | null = null;
  confirmingStop = false;
  stop: 'idle' | 'stopping' | 'stopped' | 'failed' = 'idle';
  private number = '';

  constructor(
    private readonly loadReceipts: LoadReceiptsUseCase,
    private readonly stopSubscription: StopSubscriptionUseCase,
  ) {
    makeAutoObservable<this, 'loadReceipts' | 'stopSubscription' | 'number'>(
      this,
      { loadReceipts: false, stopSubscription: false, number: false, receipt: observableRef },
      { autoBind: true },
    );
  }

  async load(number: string | null): Promise<void> {
    this.number = number?.trim() ?? '';
    this.status = 'loading';
    if (this.number === '') {
      this.status = 'not_found';
      return;
    }
    try {
      const receipt = await this.loadReceipts.byNumber(this.number);
      runInAction(() => {
        this.receipt = receipt;
        this.status = receipt ? 'ready' : 'not_found';
      });
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  retry(): Promise<void> {
    return this.load(this.number);
  }

  get canStop(): boolean {
    return this.receipt !== null && canStopSubscription(this.receipt);
  }

  askStop(): void {
    if (this.canStop) this.confirmingStop = true;
  }

  cancelStop(): void {
    this.confirmingStop = false;
  }

  async confirmStop(): Promise<void> {
    const receipt = this.receipt;
    if (!receipt || this.stop === 'stopping') return;
    this.stop = 'stopping';
    try {
      const result = await this.stopSubscription.execute(receipt);
      runInAction(() => {
        this.confirmingStop = false;
        if (result.ok) {
          this.receipt = result.value.receipt;
          this.stop = 'stopped';
        } else {
          this.stop = 'failed';
        }
      });
    } catch {
      runInAction(() => {
        this.confirmingStop = false;
        this.stop = 'failed';
      });
    }
  }
}
