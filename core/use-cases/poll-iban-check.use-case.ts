import type { Player } from '../domain/player';
import { IBAN_CHECK_POLLING } from '../domain/verification';
import type { IbanCheckOutcome } from '../domain/verification-flow';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { Scheduler } from '../../ports/scheduler.port';

export interface IbanCheckPoll {
  readonly outcome: IbanCheckOutcome;
  /** The last player record read. */
  readonly player: Player;
}

/**
 * Polls the player record while iban_check_status is unchecked (spec/1 §4): the first read at
 * once, then every 500 ms; ends at the first other status, or 'failed' after 10 polls.
 * A 404 (NotFoundError) and other faults are thrown for the caller to judge.
 */
export class PollIbanCheckUseCase {
  constructor(
    private readonly players: PlayerGateway,
    private readonly scheduler: Scheduler,
  ) {}

  async execute(): Promise<IbanCheckPoll> {
    for (let poll = 1; ; poll++) {
      const player = await this.players.me();
      if (player.ibanCheckStatus !== 'unchecked') return { outcome: player.ibanCheckStatus, player };
      if (poll >= IBAN_CHECK_POLLING.maxPolls) return { outcome: 'failed', player };
      await this.scheduler.sleep(IBAN_CHECK_POLLING.intervalMs);
    }
  }
}
