import type { PlayerDto } from '../../adapters/http/wire/player.dto';
import { Temporal } from '../../core/shared/temporal';
import { PlatformError } from './platform-api';
import type { PlayerRecord } from './state';

/** GlüStV: before full verification a player may play for 72 hours after registration. */
export const UNVERIFIED_PLAY_HOURS = 72;

/**
 * How long the fake "checks" a registration whose e-mail carries the tag `+pending`
 * (`lena+pending@example.de`): the way to see spec/1 §4's pending step.
 */
export const PENDING_REGISTRATION_SECONDS = 60;

export const isPendingRegistration = (email: string): boolean => /\+pending@/i.test(email);

/** spec/1 §6: 403 `player_not_ready` while the platform has not finished with a new registration. */
export function checkReady(record: PlayerRecord, now: Temporal.Instant): PlayerRecord {
  const readyAt = record.ready_at;
  if (readyAt && Temporal.Instant.compare(now, Temporal.Instant.from(readyAt)) < 0)
    throw new PlatformError(403, { code: 'player_not_ready' });
  return record;
}

/** A self-lock is active while flagged or while its expiry lies ahead on the platform clock. */
export function isAddictionLocked(player: PlayerDto, now: Temporal.Instant): boolean {
  const expiresAt = player.locks.addiction_lock?.expires_at;
  if (!expiresAt) return player.locks.addiction_locked;
  return Temporal.Instant.compare(Temporal.Instant.from(expiresAt), now) > 0;
}

export function unverifiedPlayWindowOver(player: PlayerDto, now: Temporal.Instant): boolean {
  if (player.verification_status === 'fully_verified') return false;
  const end = Temporal.Instant.from(player.created_at).add({ hours: UNVERIFIED_PLAY_HOURS });
  return Temporal.Instant.compare(now, end) >= 0;
}

/** /me as of `now`: an expired self-lock disappears without anyone having to lift it. */
export function playerView(record: PlayerRecord, now: Temporal.Instant): PlayerDto {
  const player = structuredClone(record.player);
  const locked = isAddictionLocked(player, now);
  player.locks.addiction_locked = locked;
  if (!locked) player.locks.addiction_lock = null;
  return player;
}

export const findPlayerByEmail = (players: readonly PlayerRecord[], email: string): PlayerRecord | undefined =>
  players.find((p) => p.player.email.toLowerCase() === email.trim().toLowerCase());
