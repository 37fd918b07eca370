import { AuthenticationError, NotFoundError } from '../domain/errors';
import type { Player } from '../domain/player';
import {
  found,
  initialVerificationStatus,
  isFinalVerificationStatus,
  nextVerificationStatus,
  NOT_FOUND,
  type Answer,
  type FinalVerificationStatus,
  type VerificationFlowStatus,
  type VerificationStep,
} from '../domain/verification-flow';
import type { Clock } from '../../ports/clock.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { PlayerCache } from '../../ports/player-cache.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import type { PollIbanCheckUseCase } from './poll-iban-check.use-case';

export interface VerificationRun {
  readonly status: FinalVerificationStatus;
  /** Every state the machine passed, the final one last. */
  readonly trail: readonly VerificationFlowStatus[];
  /** The latest player record read, or null when even the first read failed. */
  readonly player: Player | null;
}

/**
 * Runs the verification machine (core/domain/verification-flow.ts) against the ports: fetches
 * what each step needs, lets the machine decide, and stops at a final state. A 404 is an answer
 * the machine knows; any other fault ends in verificationError and is reported.
 */
export class VerifyPlayerUseCase {
  constructor(
    private readonly players: PlayerGateway,
    private readonly wallet: WalletGateway,
    private readonly ibanCheck: PollIbanCheckUseCase,
    private readonly clock: Clock,
    private readonly reporter: ErrorReporter,
    private readonly playerCache: PlayerCache | null = null,
  ) {}

  async execute(onStep: (status: VerificationFlowStatus) => void = () => {}): Promise<VerificationRun> {
    const trail: VerificationFlowStatus[] = [];
    const enter = (status: VerificationFlowStatus) => {
      trail.push(status);
      onStep(status);
    };
    let player: Player | null = null;
    try {
      player = await this.players.me();
      let status: VerificationFlowStatus = initialVerificationStatus(player);
      enter(status);
      while (!isFinalVerificationStatus(status)) {
        const next: { status: VerificationFlowStatus; player: Player } = await this.advance(status, player);
        player = next.player;
        status = next.status;
        enter(status);
      }
      return { status, trail, player };
    } catch (error) {
      // A lost session is handled by the session keeper; everything else is worth a report.
      if (!(error instanceof AuthenticationError)) {
        this.reporter.report({
          source: 'verification',
          message: `Verification failed: ${(error as Error).message}`,
          context: { after: trail.at(-1) ?? null },
        });
      }
      enter('verificationError');
      return { status: 'verificationError', trail, player };
    }
  }

  private async advance(
    status: VerificationStep,
    player: Player,
  ): Promise<{ status: VerificationFlowStatus; player: Player }> {
    const keep = (next: VerificationFlowStatus) => ({ status: next, player });
    switch (status) {
      case 'unverified':
        return keep(nextVerificationStatus(status, { player, now: this.clock.now() }));
      case 'provisionallyVerified':
      case 'fraudLockCheck':
        return keep(nextVerificationStatus(status, { player }));
      case 'accountDetailsCheck': {
        // Bank details may have been added a moment ago: never judge them from a cached list.
        this.playerCache?.invalidate();
        return keep(nextVerificationStatus(status, await answerOf(() => this.wallet.availablePaymentMethods())));
      }
      case 'verifyBankDetails': {
        const poll = await answerOf(() => this.ibanCheck.execute());
        const next = nextVerificationStatus(status, poll.found ? found(poll.value.outcome) : NOT_FOUND);
        return { status: next, player: poll.found ? poll.value.player : player };
      }
      case 'microDepositVerification': {
        const fresh = await answerOf(() => this.players.me());
        const next = nextVerificationStatus(
          status,
          fresh.found ? found(fresh.value.microDepositVerificationStatus) : NOT_FOUND,
        );
        return { status: next, player: fresh.found ? fresh.value : player };
      }
      case 'nectIdentCheck':
        return keep(nextVerificationStatus(status, { identStatus: player.nectRoboIdentStatus }));
    }
  }
}

/** A read whose 404 is an answer for the machine; other faults go on up. */
async function answerOf<T>(read: () => Promise<T>): Promise<Answer<T>> {
  try {
    return found(await read());
  } catch (error) {
    if (error instanceof NotFoundError) return NOT_FOUND;
    throw error;
  }
}
