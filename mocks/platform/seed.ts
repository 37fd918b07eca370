import type { GamblingPermissionDto } from '../../adapters/http/wire/payment.dto';
import type { PlayerDto } from '../../adapters/http/wire/player.dto';
import { BERLIN, Temporal } from '../../core/shared/temporal';
import { LOTTERIES, type JackpotConfig } from './catalogue-config';
import { sendConfirmationMail } from './account/mailbox';
import type { PlatformContext } from './context';
import { demoPasswordHash } from './demo-password-hashes';
import { DEMO_PROFILES, type DemoProfile, type DemoSituation } from './demo-players';
import { createRandom, initialRandomState, type Random } from './prng';
import { SCHEMA_VERSION, type PlatformState, type PlayerRecord } from './state';
import { book, openAccounts } from './wallet';
import { UNVERIFIED_PLAY_HOURS } from './players';
import { initialLimits } from './limits/limits-state';
import { refreshJackpots } from './draws/draw-engine';
import {
  DEMO_HISTORY_DEPOSIT_DAYS_AGO,
  DEMO_HISTORY_EMAIL,
  demoHistoryCostCents,
  playDemoHistory,
} from './draws/demo-history';

/** All demo SEPA accounts show the same well-known test IBAN (DE89 3704 0044 0532 0130 00), masked. */
const MASKED_DEMO_IBAN = 'DE89 **** **** **** **** 00';

function seedJackpot(config: JackpotConfig, random: Random): number | null {
  switch (config.kind) {
    case 'none':
      return null;
    case 'fixed':
      return config.cents;
    case 'seeded': {
      const steps = Math.floor((config.maxCents - config.minCents) / config.stepCents);
      return Math.min(config.minCents + random.int(0, steps) * config.stepCents, config.capCents);
    }
  }
}

const isVerified = (situation: DemoSituation) => situation === 'verified' || situation === 'self_locked';

/**
 * Verified players hold an active permission, the self-locked one lost it when the lock began,
 * everyone else never had one. The id derives from the customer number, so seeding draws no
 * extra random numbers and every other seeded value stays as it was.
 */
function seedPermission(
  player: PlayerDto,
  situation: DemoSituation,
  now: Temporal.Instant,
): GamblingPermissionDto | null {
  if (!isVerified(situation)) return null;
  const activated = Temporal.Instant.from(player.created_at).add({ hours: 24 }).toString();
  return {
    id: `gp-${player.customer_number}`,
    player_id: player.id,
    active: situation === 'verified',
    deactivated_at: situation === 'self_locked' ? now.toString() : null,
    last_activated_at: activated,
  };
}

function seedLocks(profile: DemoProfile, now: Temporal.Instant): PlayerDto['locks'] {
  const locks: PlayerDto['locks'] = {
    addiction_lock: null,
    addiction_locked: false,
    fraud_locked: false,
    verification_locked: false,
  };
  if (profile.situation === 'self_locked') {
    // Self-exclusion lasts at least 3 calendar months (GlüStV), counted in Berlin.
    const expiresAt = now.toZonedDateTimeISO(BERLIN).add({ months: 3 }).toInstant();
    return { ...locks, addiction_lock: { expires_at: expiresAt.toString() }, addiction_locked: true };
  }
  return { ...locks, fraud_locked: profile.situation === 'fraud' };
}

function seedPlayer(profile: DemoProfile, ctx: PlatformContext): PlayerRecord {
  const { random, now } = ctx;
  const verified = isVerified(profile.situation);
  const hoursAgo = profile.registeredHoursAgo ?? 24 * random.int(200, 900);
  const createdAt = now.subtract({ hours: hoursAgo });
  const player: PlayerDto = {
    id: random.uuid(),
    customer_number: String(random.int(10_000_000, 99_999_999)),
    email: profile.email,
    phone_number: profile.phoneNumber,
    status: 'active',
    created_at: createdAt.toString(),
    verification_status: verified ? 'fully_verified' : 'unverified',
    // Unverified players see when their 72-hour play window closes (in the past for "expired").
    verification_expired_at: verified ? null : createdAt.add({ hours: UNVERIFIED_PLAY_HOURS }).toString(),
    iban_check_status: verified ? 'valid' : null,
    nect_robo_ident_status: profile.situation === 'fraud' ? 'fraud' : null,
    micro_deposit_verification_status: verified ? 'success' : null,
    tracking_parameters: null,
    address: { ...profile.address },
    personal_data: { ...profile.personalData },
    locks: seedLocks(profile, now),
  };
  const holder = `${profile.personalData.first_name} ${profile.personalData.last_name}`;
  return {
    player,
    password: demoPasswordHash(profile.email),
    sepa_account: verified ? { account_holder: holder, masked_iban: MASKED_DEMO_IBAN } : null,
    stored_card: null,
    stored_paypal: null,
    gambling_permission: seedPermission(player, profile.situation, now),
    // Newcomer and the expired player have not clicked their confirmation link yet.
    email_confirmed: profile.situation !== 'new' && profile.situation !== 'expired',
    notification_settings: { jackpots: false, discounts: false },
    iban_check: null,
    micro_deposit: null,
    limits: initialLimits(),
  };
}

/** A fresh platform: same seed and same `now` give the same demo data; secrets (mail links) differ every time. */
export function createSeedState(seed: number, now: Temporal.Instant, clockOffsetMinutes: number): PlatformState {
  const state: PlatformState = {
    schema_version: SCHEMA_VERSION,
    seed,
    rng_state: initialRandomState(seed),
    seeded_at: now.toString(),
    clock_offset_minutes: clockOffsetMinutes,
    jackpots: {},
    players: [],
    accounts: [],
    vouchers: [],
    sessions: [],
    login_throttle: {},
    orders: [],
    receipts: [],
    draw_results: {},
    draw_engine: { drawn_through: now.toString() },
    psp_attempts: [],
    payment_transactions: [],
    one_time_tokens: [],
    mails: [],
    bank_transfers: [],
    ident_cases: [],
    counters: { receipt_number: 0, voucher_number: 0, transaction_number: 0 },
  };
  const random = createRandom(state);
  const ctx: PlatformContext = { state, random, now };
  state.counters.receipt_number = random.int(10_000_000, 49_999_999);
  state.counters.transaction_number = random.int(100_000, 199_999);
  for (const lottery of Object.values(LOTTERIES))
    state.jackpots[lottery.identifier] = seedJackpot(lottery.jackpot, random);
  // The draw engine's jackpots win over the seeded ones (the random numbers above are still drawn, so every other seeded value stays).
  refreshJackpots(state);

  for (const profile of DEMO_PROFILES) {
    const record = seedPlayer(profile, ctx);
    state.players.push(record);
    openAccounts(state, random, record.player.id);
    // The verified player's receipt history (draws/demo-history.ts) lies after an earlier, larger deposit; his balance stays the profile's.
    const withHistory = profile.email === DEMO_HISTORY_EMAIL;
    if (profile.balanceCents > 0) {
      const common = state.accounts.find((a) => a.player_id === record.player.id && a.kind === 'common');
      if (!common) throw new Error('seed: common account missing');
      book(state, random, now.subtract({ hours: withHistory ? 24 * DEMO_HISTORY_DEPOSIT_DAYS_AGO : 48 }), common, {
        direction: 'credit',
        amountCents: profile.balanceCents + (withHistory ? demoHistoryCostCents() : 0),
        voucherable: {
          type: 'deposit',
          payment_method: 'sepa_direct_debit',
          payment_provider: 'fake_psp',
          psp_reference: `PSP${random.digits(12)}`,
        },
        comment: 'Einzahlung per SEPA-Lastschrift',
      });
    }
    // Its own random stream: the other demo players keep exactly the values they had before.
    if (withHistory)
      playDemoHistory(
        { ...ctx, random: createRandom({ rng_state: initialRandomState(seed ^ 0x5eed_6a11) }) },
        record,
        profile.balanceCents,
      );
    // The confirmation link an unconfirmed player got at registration is waiting in the mailbox.
    if (!record.email_confirmed)
      sendConfirmationMail({ ...ctx, now: Temporal.Instant.from(record.player.created_at) }, record);
  }
  return state;
}
