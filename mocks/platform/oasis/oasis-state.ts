import type { CoolingOffReason } from '../../../core/domain/oasis';

/** A player's entry in OASIS, the nationwide exclusion register (oasis.ts). */
export interface OasisEntryRecord {
  registered_at: string;
  /** null: unbefristet (or an entry without an end, as a register entry from elsewhere). */
  till: string | null;
  /** `self_exclusion`: requested by the player through this shop; `register`: found in OASIS (another provider, a third party). */
  source: 'self_exclusion' | 'register';
}

/** The 5-minute wait for covered games: refused until `until`. */
export interface CoolingOffRecord {
  until: string;
  reason: CoolingOffReason;
}
