import { stakesNoticeDue, stakesPeriod } from '../../../core/domain/limits';
import type { Temporal } from '../../../core/shared/temporal';
import type { LatestStakesAndWinningsDto, StakesConfirmationDto } from '../../../adapters/http/wire/limits.dto';
import { CATALOGUE_SETTINGS } from '../catalogue-config';
import { PlatformError } from '../platform-api';
import type { AccountKind, PlatformState, PlayerRecord } from '../state';
import { stakedIn, wonIn } from './usage';

const cents = (fractional: number) => ({ fractional, currency: CATALOGUE_SETTINGS.currency });

/** `kind` is required (spec/2 §5) and is common or games. */
export function accountKindOf(kind: string | null): AccountKind {
  if (kind === 'common' || kind === 'games') return kind;
  throw new PlatformError(400, {
    global_errors: ['invalid_request'],
    attribute_errors: { kind: [kind ? 'invalid' : 'required'] },
  });
}

/** Stakes (less partial refunds) and winnings on the account of `kind` over the last 30 days (GlüStV). */
export function latestStakesAndWinnings(
  state: PlatformState,
  record: PlayerRecord,
  kind: AccountKind,
  now: Temporal.Instant,
): LatestStakesAndWinningsDto {
  const { from, to } = stakesPeriod(now);
  // The window's end is inclusive here: a booking made this very instant counts.
  const period = { start: from, end: to.add({ nanoseconds: 1 }) };
  return {
    amount_staked: cents(stakedIn(state, record.player.id, period, kind)),
    amount_won: cents(wonIn(state, record.player.id, period, kind)),
    from: from.toString(),
    to: to.toString(),
  };
}

/** The should-be-confirmed check: due unless the player confirmed on today's Berlin date (platform clock). */
export function stakesConfirmation(record: PlayerRecord, now: Temporal.Instant): StakesConfirmationDto {
  const confirmedAt = record.limits.stakes_confirmed_at ?? null;
  return { should_be_confirmed: stakesNoticeDue(confirmedAt, now), confirmed_at: confirmedAt };
}

export function confirmStakes(record: PlayerRecord, now: Temporal.Instant): void {
  record.limits.stakes_confirmed_at = now.toString();
}
