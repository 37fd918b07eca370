import { err, ok, type Result } from '../shared/result';
import type { Money } from '../domain/money';
import type { PaymentMethod, PlayerAccount } from '../domain/player';
import {
  amountProblem,
  answered,
  AttemptIds,
  storedSepaAccount,
  WITHDRAWAL_MIN,
  withdrawalAttemptKey,
  type AmountProblem,
} from '../domain/wallet-moves';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { PaymentGateway, WithdrawalError } from '../../ports/payment-gateway.port';
import type { PlayerCache } from '../../ports/player-cache.port';

export interface WithdrawInput {
  readonly amount: Money;
  /** The account paid out from, as last loaded: its payoutable part is the most. */
  readonly account: PlayerAccount;
  readonly paymentMethods: readonly PaymentMethod[];
}

export type WithdrawError =
  | AmountProblem
  | { kind: 'withdrawals_not_allowed' }
  | { kind: 'sepa_account_missing' }
  | WithdrawalError
  | { kind: 'unavailable' };

/**
 * A payout of payoutable money to the stored SEPA account (POST /my/withdrawal). The same
 * attempt keeps its transaction id until the platform answered, so a retry never pays twice.
 */
export class WithdrawUseCase {
  private readonly attempts: AttemptIds;

  constructor(
    private readonly payments: PaymentGateway,
    ids: IdGenerator,
    private readonly playerCache: PlayerCache | null = null,
  ) {
    this.attempts = new AttemptIds(() => ids.uuid());
  }

  async execute(input: WithdrawInput): Promise<Result<Money, WithdrawError>> {
    const { account, amount } = input;
    if (!account.withdrawalsAllowed) return err({ kind: 'withdrawals_not_allowed' });
    if (!storedSepaAccount(input.paymentMethods)) return err({ kind: 'sepa_account_missing' });
    const problem = amountProblem(amount, { min: WITHDRAWAL_MIN, max: account.payoutableBalance });
    if (problem) return err(problem);
    const transactionId = this.attempts.idFor(withdrawalAttemptKey(amount, account.kind));
    const result = await answered(() => this.payments.withdraw({ transactionId, amount, kind: account.kind }));
    this.playerCache?.invalidate();
    if (result === null) return err({ kind: 'unavailable' });
    this.attempts.settle();
    return result.ok ? ok(amount) : result;
  }
}
