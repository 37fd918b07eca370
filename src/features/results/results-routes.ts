import type { LotteryIdentifier } from '../../../core/domain/lottery';
import { resultsTargetOf } from '../../../core/domain/results-games';

/**
 * Numbers-and-odds pages (spec/1 §2): path and route name per lottery, each with /{date} and
 * /archiv. The spec leaves the LOTTO name out ({hash}); the others are it plus "-eurojackpot" etc.
 */
export const RESULTS_ROUTES: Readonly<Record<LotteryIdentifier, { readonly name: string; readonly path: string }>> = {
  lotto6aus49: { name: 'lotteryNumbers', path: '/lotto/lottozahlen-quoten' },
  eurojackpot: { name: 'lotteryNumbers-eurojackpot', path: '/eurojackpot/zahlen-quoten' },
  keno: { name: 'lotteryNumbers-keno', path: '/keno/zahlen-quoten' },
  gluecksspirale: { name: 'lotteryNumbers-gluecksspirale', path: '/gluecksspirale/gewinnzahlen-quoten' },
};

export const RESULTS_OVERVIEW_ROUTE = { name: 'lotteryNumbers-overview', path: '/gewinnzahlen' } as const;
export const ARCHIVE_SEGMENT = 'archiv';
export const archiveRouteName = (lottery: LotteryIdentifier): string => `${RESULTS_ROUTES[lottery].name}-archive`;

/** The numbers page of a lottery, of one show when `dateParam` (`ziehung-dd-MM-yyyy`) is given. */
export const resultsPath = (lottery: LotteryIdentifier, dateParam?: string): string =>
  dateParam ? `${RESULTS_ROUTES[lottery].path}/${dateParam}` : RESULTS_ROUTES[lottery].path;

export const archivePath = (lottery: LotteryIdentifier): string => `${RESULTS_ROUTES[lottery].path}/${ARCHIVE_SEGMENT}`;

/** Where a game's numbers are: add-ons open their main lottery's page with `?identifier=` (spec/1 §2); null for unknown games. */
export function resultsLinkFor(identifier: string, dateParam?: string): string | null {
  const target = resultsTargetOf(identifier);
  if (!target) return null;
  const path = resultsPath(target.lottery, dateParam);
  return target.focus ? `${path}?identifier=${target.focus}` : path;
}
