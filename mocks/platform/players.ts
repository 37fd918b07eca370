import type { PlayerDto } from '../../adapters/http/wire/player.dto';
import { Temporal } from '../../core/shared/temporal';
import type { PlayerRecord } from './state';

/** GlüStV: before full verification a player may play for 72 hours after registration. */
export const UNVERIFIED_PLAY_HOURS = 72;

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
