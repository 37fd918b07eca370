import type { PlayerDto } from '../../../adapters/http/wire/player.dto';

/**
 * The fake's verification model (spec/1 §4): a bank account in the player's name that the bank
 * confirmed (IBAN check valid) makes an unverified player provisionally verified; the micro
 * deposit code or a successful ident makes anyone fully verified. Levels only go up; locks are
 * separate flags.
 */
export function markProvisionallyVerified(player: PlayerDto): void {
  if (player.verification_status === 'unverified') player.verification_status = 'provisionally_verified';
}

/** Full verification ends the 72-hour window (LOTTERY-RULES §7). */
export function markFullyVerified(player: PlayerDto): void {
  player.verification_status = 'fully_verified';
  player.verification_expired_at = null;
}
