import type { ProductIdentifier } from '../domain/lottery';
import { evaluatePastWinnings, type CheckedDraw, type PastWinnings } from '../domain/winning-check';
import { unpackArchive } from '../domain/winning-check-archive';
import {
  checkTip,
  tipRulesOf,
  type CheckedLottery,
  type CheckedTip,
  type TipError,
  type TipRules,
} from '../domain/winning-check-tip';
import { err, ok, type Result } from '../shared/result';
import type { ArchiveAggregatesGateway } from '../../ports/archive-aggregates-gateway.port';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { LoadArchiveDrawsUseCase, type ArchiveProgress } from './load-archive-draws.use-case';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';

/** A tip that cannot be checked, or a lottery without any draw in its archive. */
export type CheckPastWinningsError = TipError | { readonly kind: 'no_draws' };

export interface CheckPastWinningsInput {
  readonly rules: TipRules;
  readonly tip: CheckedTip;
  /** Called once the list of shows is known and after every show loaded (show by show only). */
  readonly onProgress?: (progress: ArchiveProgress) => void;
}

/** The tip of a normal ticket is what the Gewinnabfrage checks. */
const NORMAL_TICKET: Readonly<Record<CheckedLottery, ProductIdentifier>> = {
  lotto6aus49: 'lotto6aus49_regular',
  eurojackpot: 'eurojackpot_regular',
};

/**
 * The Gewinnabfrage (issue 19): what a tip would have won in every draw of the archive (the two
 * years the results pages show), at each draw's own quotas. With the shop's server (a browser) the
 * archive is one request: the server packs it once per new draw (issue 26). Without one (tests,
 * the fake platform in process) only the spec's calls: the list of shows, then each show's draws
 * (spec/2 §7.3) through the gateway's cache. A call that fails throws (the page offers a retry);
 * a tip that cannot be checked is a Result.
 */
export class CheckPastWinningsUseCase {
  constructor(
    private readonly lotteryStore: LotteryStoreGateway,
    private readonly draws: DrawsGateway,
    private readonly aggregates: ArchiveAggregatesGateway | null = null,
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
    const draws = (await this.archive(rules.lottery, onProgress)).filter((d) => d.drawnNumbers !== null);
    if (draws.length === 0) return err({ kind: 'no_draws' });
    return ok(evaluatePastWinnings(rules.lottery, checked.value, draws));
  }

  private async archive(
    lottery: CheckedLottery,
    onProgress: ((progress: ArchiveProgress) => void) | undefined,
  ): Promise<readonly CheckedDraw[]> {
    // One answer: no progress to count (the page shows that the archive is being loaded).
    if (this.aggregates) return unpackArchive(await this.aggregates.winningCheckArchive(lottery));
    return new LoadArchiveDrawsUseCase(this.draws).execute(lottery, onProgress);
  }
}
