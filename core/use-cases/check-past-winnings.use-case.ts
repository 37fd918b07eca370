import type { ProductIdentifier } from '../domain/lottery';
import { evaluatePastWinnings, type PastWinnings } from '../domain/winning-check';
import {
  checkTip,
  tipRulesOf,
  type CheckedLottery,
  type CheckedTip,
  type TipError,
  type TipRules,
} from '../domain/winning-check-tip';
import { err, ok, type Result } from '../shared/result';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { LoadArchiveDrawsUseCase, type ArchiveProgress } from './load-archive-draws.use-case';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';

/** A tip that cannot be checked, or a lottery without any draw in its archive. */
export type CheckPastWinningsError = TipError | { readonly kind: 'no_draws' };

export interface CheckPastWinningsInput {
  readonly rules: TipRules;
  readonly tip: CheckedTip;
  /** Called once the list of shows is known and after every show loaded. */
  readonly onProgress?: (progress: ArchiveProgress) => void;
}

/** The tip of a normal ticket is what the Gewinnabfrage checks. */
const NORMAL_TICKET: Readonly<Record<CheckedLottery, ProductIdentifier>> = {
  lotto6aus49: 'lotto6aus49_regular',
  eurojackpot: 'eurojackpot_regular',
};

/**
 * The Gewinnabfrage (issue 19): what a tip would have won in every draw of the archive (the two
 * years the results pages show), at each draw's own quotas. Only the spec's calls: the list of
 * shows, then each show's draws (spec/2 §7.3); the gateway's cache keeps shows already drawn.
 * A call that fails throws (the page offers a retry); a tip that cannot be checked is a Result.
 */
export class CheckPastWinningsUseCase {
  constructor(
    private readonly lotteryStore: LotteryStoreGateway,
    private readonly draws: DrawsGateway,
  ) {}

  /** How a tip of the lottery looks (public: the page's loader sends it). */
  async rules(lottery: CheckedLottery): Promise<TipRules> {
    return tipRulesOf(await this.lotteryStore.productDefinition(NORMAL_TICKET[lottery]));
  }

  async execute({
    rules,
    tip,
    onProgress,
  }: CheckPastWinningsInput): Promise<Result<PastWinnings, CheckPastWinningsError>> {
    const checked = checkTip(rules, tip);
    if (!checked.ok) return checked;
    const archive = await new LoadArchiveDrawsUseCase(this.draws).execute(rules.lottery, onProgress);
    const draws = archive.filter((d) => d.drawnNumbers !== null);
    if (draws.length === 0) return err({ kind: 'no_draws' });
    return ok(evaluatePastWinnings(rules.lottery, checked.value, draws));
  }
}
