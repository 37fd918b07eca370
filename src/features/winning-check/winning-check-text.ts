import { berlinDateOf } from '../../../core/domain/draw';
import { formatMoney } from '../../../core/domain/money';
import { germanDate, resultsDateOf } from '../../../core/domain/results-date';
import type { CheckedGame, PastWin } from '../../../core/domain/winning-check';
import type { CheckPastWinningsError } from '../../../core/use-cases/check-past-winnings.use-case';
import { addTranslations, errorMessage, t } from '../../i18n/i18n';
import { gameLabel, tierMatch } from '../account/receipt-labels';
import { resultsLinkFor } from '../results/results-routes';
import strings from './winning-check.de.json';

// The page's strings load with its chunk, like every screen's.
addTranslations(strings);

/** The refusal in German; missing counts choose singular or plural. */
export function tipErrorMessage(error: CheckPastWinningsError): string {
  const count = 'missing' in error ? error.missing : undefined;
  return errorMessage('winningCheck.errors', error.kind, { ...error, count });
}

/** A class as the results pages name it: "6 Richtige", "5 Richtige + Superzahl", "7 richtige Endziffern". */
export const classMatch = (game: CheckedGame, tier: number): string => tierMatch(game, tier);

export const gameName = (game: CheckedGame): string => gameLabel(game);

/** One line of the list of winning draws, as text and link. */
export interface WinRow {
  readonly key: string;
  /** TT.MM.JJJJ, the draw's Berlin date. */
  readonly date: string;
  /** That draw's results page (Spiel 77 and Super 6 focused there). */
  readonly href: string;
  readonly game: string;
  readonly winClass: string;
  readonly fields: string;
  readonly quota: string;
  readonly amount: string;
}

export function winRow(win: PastWin): WinRow {
  return {
    key: `${win.drawId}:${win.game}:${win.tier}`,
    date: germanDate(berlinDateOf(win.drawingTime)),
    href: resultsLinkFor(win.game, resultsDateOf(win.drawingTime)) ?? '',
    game: gameName(win.game),
    winClass: t('winningCheck.winClassText', { tier: win.tier, match: classMatch(win.game, win.tier) }),
    fields: win.fields.join(', ') || '–',
    quota: win.quota ? formatMoney(win.quota) : t('winningCheck.vacant'),
    amount: formatMoney(win.amount),
  };
}
