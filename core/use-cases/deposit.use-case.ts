import { err, ok, type Result } from '../shared/result';
import type { Money } from '../domain/money';
import type { PaymentChoice } from '../domain/payment';
import type { PaymentMethod } from '../domain/player';
import {
  amountProblem,
  answered,
  AttemptIds,
  DEPOSIT_BOUNDS,
  depositAttemptKey,
  type AmountProblem,
} from '../domain/wallet-moves';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { PlayerCache } from '../../ports/player-cache.port';
import type { ChargeFailure, ChargePaymentUseCase, ResumeFailure } from './charge-payment.use-case';

export interface DepositInput {
  readonly amount: Money;
  readonly choice: PaymentChoice;
  readonly paymentMethods: readonly PaymentMethod[];
  /** Where 3-D Secure and PayPal send the player back (same-origin paths, with the modal open again). */
  readonly returnUrls: { readonly card: string; readonly paypal: string };
}

export type DepositStep = { kind: 'deposited'; amount: Money } | { kind: 'redirect'; url: string };

/** `unavailable`: no answer (network, server fault); the same attempt may be retried with the same id. */
export type DepositError = AmountProblem | ChargeFailure | ResumeFailure | { kind: 'unavailable' };

/** What a deposit's pending payment is for, so a checkout never finishes it (and the other way round). */
const DEPOSIT_PURPOSE = 'deposit';

/**
 * A deposit onto the common account with any method (spec/1 §1, spec/2 §7.2). The platform
 * checks its limits (deposit_limit, addiction_locked, …) and answers them as refusals.
 */
export class DepositUseCase {
  private readonly attempts: AttemptIds;

  constructor(
    private readonly charge: ChargePaymentUseCase,
    ids: IdGenerator,
    private readonly playerCache: PlayerCache | null = null,
  ) {
    this.attempts = new AttemptIds(() => ids.uuid());
  }

  async execute(input: DepositInput): Promise<Result<DepositStep, DepositError>> {
    const problem = amountProblem(input.amount, DEPOSIT_BOUNDS);
    if (problem) return err(problem);
    const transactionId = this.attempts.idFor(depositAttemptKey(input.amount, input.choice));
    const charged = await answered(() =>
      this.charge.execute({
        choice: input.choice,
        paymentMethods: input.paymentMethods,
        transaction: { transactionId, amount: input.amount, kind: 'common' },
        returnUrls: input.returnUrls,
        purpose: DEPOSIT_PURPOSE,
      }),
    );
    // Balances may have moved even when the answer got lost.
    this.playerCache?.invalidate();
    if (charged === null) return err({ kind: 'unavailable' });
    this.attempts.settle();
    if (!charged.ok) return charged;
    return ok(charged.value.kind === 'redirect' ? charged.value : { kind: 'deposited', amount: input.amount });
  }

  /** Back from 3-D Secure or PayPal (the deposit modal opens again with the return marker). */
  async resume(redirectResult: string | null): Promise<Result<DepositStep, DepositError>> {
    const confirmed = await answered(() => this.charge.resume(DEPOSIT_PURPOSE, redirectResult));
    this.playerCache?.invalidate();
    if (confirmed === null) return err({ kind: 'unavailable' });
    return confirmed.ok ? ok({ kind: 'deposited', amount: confirmed.value.amount }) : confirmed;
  }
}
