import { CATALOGUE_SETTINGS } from '../catalogue-config';
import type { PlatformState } from '../state';
import type { BankTransferDto } from './verification-dto';

/** GET /__fake/bank-statement: newest first, optionally for one player's e-mail (any case). */
export function bankStatement(state: PlatformState, address?: string | null): BankTransferDto[] {
  const wanted = address?.trim().toLowerCase();
  const emailOf = (playerId: string) => state.players.find((p) => p.player.id === playerId)?.player.email ?? '';
  return state.bank_transfers
    .map((t) => ({
      id: t.id,
      email: emailOf(t.player_id),
      account_holder: t.account_holder,
      masked_iban: t.masked_iban,
      amount: { fractional: t.amount_cents, currency: CATALOGUE_SETTINGS.currency },
      purpose: t.purpose,
      code: t.code,
      booked_at: t.booked_at,
    }))
    .filter((t) => !wanted || t.email.toLowerCase() === wanted)
    .reverse();
}
