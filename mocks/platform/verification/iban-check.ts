import { Temporal } from '../../../core/shared/temporal';
import type { PlayerRecord } from '../state';
import { normaliseIban } from '../psp/iban';
import type { IbanCheckRecord } from './verification-state';
import { markProvisionallyVerified } from './verification-level';

/** The bank's answer arrives with the 3rd GET /me after the account was stored (2 reads stay unchecked)… */
const IBAN_CHECK_READS = 2;
/** …or after this much platform time, whichever comes first. */
const IBAN_CHECK_SECONDS = 30;

/**
 * Scenarios by IBAN (well-known test IBANs); every other valid IBAN checks out valid.
 * DE12 5001 0517 0648 4898 90 never resolves: the client's polling gives up (spec/2 §4).
 */
const IBAN_SCENARIOS: Readonly<Record<string, IbanCheckRecord['outcome']>> = {
  DE89370400440532013000: 'valid',
  DE02120300000000202051: 'invalid',
  DE12500105170648489890: null,
};

/** POST /my/sepa_accounts: a new account is unchecked until the bank answers. */
export function startIbanCheck(record: PlayerRecord, iban: string, now: Temporal.Instant): void {
  const key = normaliseIban(iban);
  const outcome = key in IBAN_SCENARIOS ? (IBAN_SCENARIOS[key] ?? null) : 'valid';
  record.iban_check = {
    outcome,
    reads: 0,
    resolves_at: outcome === null ? null : now.add({ seconds: IBAN_CHECK_SECONDS }).toString(),
  };
  record.player.iban_check_status = 'unchecked';
  // A new account needs its own micro deposit; a finished verification stays.
  if (record.player.micro_deposit_verification_status !== 'success') {
    record.player.micro_deposit_verification_status = null;
    record.micro_deposit = null;
  }
}

/**
 * Moves a running check on; `asRead` counts this as one GET /me. Answers whether anything
 * changed (the caller saves then). A valid result makes an unverified player provisional.
 */
export function advanceIbanCheck(record: PlayerRecord, now: Temporal.Instant, asRead: boolean): boolean {
  const check = record.iban_check;
  if (!check || check.outcome === null) return false;
  const due =
    check.reads >= IBAN_CHECK_READS ||
    (check.resolves_at !== null && Temporal.Instant.compare(now, Temporal.Instant.from(check.resolves_at)) >= 0);
  if (!due) {
    if (asRead) check.reads += 1;
    return asRead;
  }
  record.player.iban_check_status = check.outcome;
  record.iban_check = null;
  if (check.outcome === 'valid') markProvisionallyVerified(record.player);
  return true;
}
