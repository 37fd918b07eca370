import { AuthenticationError } from '../domain/errors';
import { stakesNoticeDue } from '../domain/limits';
import type { Clock } from '../../ports/clock.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { LimitsGateway, StakesConfirmationStore } from '../../ports/limits-gateway.port';

/**
 * Is the stakes-and-winnings notice due (spec/1 §4)? Only when the stored confirmation is
 * missing or not from today (Berlin); then the platform's should-be-confirmed check decides, so a
 * confirmation made on another device today counts too. A failed check never blocks the shop.
 */
export class CheckStakesNoticeUseCase {
  constructor(
    private readonly gateway: LimitsGateway,
    private readonly store: StakesConfirmationStore,
    private readonly clock: Clock,
    private readonly reporter: ErrorReporter | null = null,
  ) {}

  async execute(): Promise<boolean> {
    if (!stakesNoticeDue(this.store.read(), this.clock.now())) return false;
    try {
      return await this.gateway.stakesConfirmationDue();
    } catch (error) {
      if (!(error instanceof AuthenticationError))
        this.reporter?.report({
          source: 'limits',
          message: `Stakes-and-winnings check failed: ${(error as Error).message}`,
        });
      return false;
    }
  }
}
