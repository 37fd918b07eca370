import { err, ok, type Result } from '../shared/result';
import { Temporal } from '../shared/temporal';
import { germanDate } from './results-date';
import { parseTicketTemplate } from './ticket-template-parse';
import type { TicketTemplate } from './ticket-template';

/** A Meine-Zahlen entry: a ticket's numbers kept under a name the player chose, in their browser. */
export interface SavedTip {
  readonly id: string;
  readonly name: string;
  /** ISO instant. */
  readonly savedAt: string;
  readonly template: TicketTemplate;
}

export const SAVED_TIP_NAME_MAX = 40;
/** Browser storage is small and shared with the basket: a generous cap keeps it bounded. */
export const SAVED_TIPS_MAX = 50;

export type SavedTipNameError = { kind: 'name_required' } | { kind: 'name_too_long'; max: number };

export type SavedTipError =
  SavedTipNameError | { kind: 'nothing_to_save' } | { kind: 'too_many_tips'; max: number } | { kind: 'tip_not_found' };

/** Control characters and line or bidirectional overrides have no place in a name shown in a list. */
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** The name as it is kept: trimmed, inner spaces collapsed, 1 to 40 characters. */
export function tipName(raw: string): Result<string, SavedTipNameError> {
  const name = raw.replace(/\s+/g, ' ').replace(UNPRINTABLE, '').trim();
  if (name === '') return err({ kind: 'name_required' });
  if ([...name].length > SAVED_TIP_NAME_MAX) return err({ kind: 'name_too_long', max: SAVED_TIP_NAME_MAX });
  return ok(name);
}

/**
 * The name the save dialog proposes, which the player may change: the lottery and the day
 * ("LOTTO 6aus49 vom 28.11.2026"), so one tap saves. Cut to the longest name allowed.
 */
export function proposedTipName(lotteryName: string, today: Temporal.PlainDate): string {
  return [...`${lotteryName} vom ${germanDate(today)}`].slice(0, SAVED_TIP_NAME_MAX).join('');
}

const ID = /^[A-Za-z0-9-]{1,64}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]{5,18}Z$/;

const isInstant = (value: unknown): value is string => {
  if (typeof value !== 'string' || !INSTANT.test(value)) return false;
  try {
    Temporal.Instant.from(value);
    return true;
  } catch {
    return false;
  }
};

/** A stored entry, or null when it is not one (see parseTicketTemplate). */
export function parseSavedTip(value: unknown): SavedTip | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  if (typeof entry.id !== 'string' || !ID.test(entry.id)) return null;
  if (!isInstant(entry.savedAt)) return null;
  const name = typeof entry.name === 'string' ? tipName(entry.name) : null;
  const template = parseTicketTemplate(entry.template);
  if (!name?.ok || !template) return null;
  return { id: entry.id, name: name.value, savedAt: entry.savedAt, template };
}
