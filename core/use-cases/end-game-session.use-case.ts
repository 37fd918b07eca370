import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { GamblingGateway } from '../../ports/gambling-gateway.port';

/**
 * Ends one game session when the player leaves the game (POST /sessions/{id}/end). Best effort:
 * the page is gone already, so a failure is reported and the provider's own timeout ends it.
 */
export class EndGameSessionUseCase {
  constructor(
    private readonly gambling: GamblingGateway,
    private readonly reporter: ErrorReporter,
  ) {}

  async execute(sessionId: string): Promise<void> {
    try {
      await this.gambling.endSession(sessionId);
    } catch (error) {
      this.reporter.report({
        source: 'gambling',
        message: 'Game session could not be ended',
        context: { error: String(error) },
      });
    }
  }
}
