import type { Draw } from '../domain/draw';
import type { LotteryIdentifier } from '../domain/lottery';
import { archiveShows, archiveShowsLimit } from '../domain/results-archive';
import { MAX_SHOWS_LIMIT, type DrawsGateway } from '../../ports/draws-gateway.port';

/** Shows of the archive loaded so far. */
export interface ArchiveProgress {
  readonly loaded: number;
  readonly total: number;
}

/** Show requests at a time: what a browser sends to one host over HTTP/1.1 anyway. */
const PARALLEL_SHOWS = 6;

/**
 * Every draw of a lottery's archive (the two years of shows the results pages show), for the
 * Gewinnabfrage, the statistics and the basket's mean quotas (issue 19). Only the spec's calls:
 * the list of shows, then each show's draws (spec/2 §7.3), a few at a time, through the draws
 * gateway and its cache. The lottery's own draws (add-on draws of a show are left out), in the
 * archive's order. One failing call fails the whole load (the others stop asking) and throws.
 */
export class LoadArchiveDrawsUseCase {
  constructor(private readonly draws: DrawsGateway) {}

  async execute(lottery: LotteryIdentifier, onProgress?: (progress: ArchiveProgress) => void): Promise<Draw[]> {
    const shows = archiveShows(await this.draws.pastDrawDates(lottery, archiveShowsLimit(lottery, MAX_SHOWS_LIMIT)));
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
          found[index] = draws.filter((d) => d.lotteryIdentifier === lottery);
        } catch (error) {
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
