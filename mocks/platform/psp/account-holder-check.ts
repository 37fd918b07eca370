import { holderBelongsToPlayer, type HolderName } from '../../../core/domain/account-holder';
import type { PlayerRecord } from '../state';

/**
 * GlüStV: money comes in from and goes out to accounts in the player's name only. The platform
 * asks the core's rule with the names the player registered (first name, surname, birth name).
 */
export function isPlayersAccount(record: PlayerRecord, holder: HolderName): boolean {
  const { first_name: firstName, last_name: lastName, birth_name: birthName } = record.player.personal_data;
  return holderBelongsToPlayer(holder, { firstName, lastName, birthName });
}

/** The payer the fake PayPal sees when its page names none: the player's own PayPal account. */
export function playersOwnName(record: PlayerRecord): string {
  const { first_name: firstName, last_name: lastName } = record.player.personal_data;
  return `${firstName} ${lastName}`;
}
