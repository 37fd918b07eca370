import type { Draw } from '../domain/draw';
import type { ProductIdentifier } from '../domain/lottery';
import { archiveShows } from '../domain/results-archive';
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
import { MAX_SHOWS_LIMIT, type DrawsGateway } from '../../ports/draws-gateway.port';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';

/** Shows of the archive loaded so far. */
export interface ArchiveProgress {
  readonly loaded: number;
  readonly total: number;
}

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

/** Show requests at a time: what a browser sends to one host over HTTP/1.1 anyway. */
const PARALLEL_SHOWS = 6;

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
    const draws = await this.archive(rules.lottery, onProgress);
    if (draws.length === 0) return err({ kind: 'no_draws' });
    return ok(evaluatePastWinnings(rules.lottery, checked.value, draws));
  }

  /** Every drawn draw of the lottery in its archive, a few shows at a time, in the archive's order. */
  private async archive(lottery: CheckedLottery, onProgress?: (progress: ArchiveProgress) => void): Promise<Draw[]> {
    const shows = archiveShows(await this.draws.pastDrawDates(lottery, MAX_SHOWS_LIMIT));
    const found: Draw[][] = shows.map(() => []);
    let next = 0;
    let loaded = 0;
    let failed = false;
    onProgress?.({ loaded, total: shows.length });
    const worker = async () => {
      while (!failed && next < shows.length) {
        const index = next;
        next += 1;
        try {
          const draws = await this.draws.showDraws(shows[index]!.id);
          found[index] = draws.filter((d) => d.lotteryIdentifier === lottery && d.drawnNumbers !== null);
        } catch (error) {
          // The others stop asking: the check fails as a whole and is retried as a whole.
          failed = true;
          throw error;
        }
        loaded += 1;
        onProgress?.({ loaded, total: shows.length });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_SHOWS, shows.length) }, worker));
    return found.flat();
  }
}
