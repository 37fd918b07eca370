import { AuthenticationError } from '../domain/errors';
import type { Clock } from '../../ports/clock.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { LimitsGateway, StakesConfirmationStore } from '../../ports/limits-gateway.port';

/** The player confirmed the notice: today's date is stored locally and told to the platform (best effort). */
export class ConfirmStakesNoticeUseCase {
  constructor(
    private readonly gateway: LimitsGateway,
    private readonly store: StakesConfirmationStore,
    private readonly clock: Clock,
    private readonly reporter: ErrorReporter | null = null,
  ) {}

  async execute(): Promise<void> {
    this.store.write(this.clock.now().toString());
    try {
      await this.gateway.confirmStakes();
    } catch (error) {
      if (!(error instanceof AuthenticationError))
        this.reporter?.report({
          source: 'limits',
          message: `Stakes-and-winnings confirmation failed: ${(error as Error).message}`,
        });
    }
  }
}
