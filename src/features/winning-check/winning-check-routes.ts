import type { CheckedLottery } from '../../../core/domain/winning-check-tip';

/** The Gewinnabfrage of each lottery it checks (issue 19): path and route name. */
export const WINNING_CHECK_ROUTES: Readonly<Record<CheckedLottery, { readonly name: string; readonly path: string }>> =
  {
    lotto6aus49: { name: 'winningCheck-lotto', path: '/lotto/gewinnabfrage' },
    eurojackpot: { name: 'winningCheck-eurojackpot', path: '/eurojackpot/gewinnabfrage' },
  };
