import type { GamblingPermissionDto } from '../../adapters/http/wire/payment.dto';
import type { PlayerDto } from '../../adapters/http/wire/player.dto';
import { BERLIN, Temporal } from '../../core/shared/temporal';
import { LOTTERIES, type JackpotConfig } from './catalogue-config';
import { DEMO_PASSWORD, DEMO_PROFILES, type DemoProfile } from './demo-players';
import { createRandom, initialRandomState, tokenRandomState, type Random } from './prng';
import { SCHEMA_VERSION, type PlatformState, type PlayerRecord } from './state';
import { book } from './wallet';
import { UNVERIFIED_PLAY_HOURS } from './players';

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

/**
 * Verified players hold an active permission, the self-locked one lost it when the lock began,
 * newcomers never had one. The id derives from the customer number, so seeding draws no extra
 * random numbers and every other seeded value stays as it was.
 */
function seedPermission(player: PlayerDto, situation: DemoProfile['situation'], now: Temporal.Instant): GamblingPermissionDto | null {
  if (situation === 'new') return null;
  const activated = Temporal.Instant.from(player.created_at).add({ hours: 24 }).toString();
  return {
    id: `gp-${player.customer_number}`,
    player_id: player.id,
    active: situation === 'verified',
    deactivated_at: situation === 'self_locked' ? now.toString() : null,
    last_activated_at: activated,
  };
}

function seedPlayer(profile: DemoProfile, random: Random, now: Temporal.Instant): PlayerRecord {
  const isNew = profile.situation === 'new';
  const createdAt = isNew ? now : now.subtract({ hours: 24 * random.int(200, 900) });
  const player: PlayerDto = {
    id: random.uuid(),
    customer_number: String(random.int(10_000_000, 99_999_999)),
    email: profile.email,
    phone_number: profile.phoneNumber,
    status: 'active',
    created_at: createdAt.toString(),
    verification_status: isNew ? 'unverified' : 'fully_verified',
    // Unverified players see when their 72-hour play window closes.
    verification_expired_at: isNew ? createdAt.add({ hours: UNVERIFIED_PLAY_HOURS }).toString() : null,
    iban_check_status: isNew ? null : 'valid',
    nect_robo_ident_status: null,
    micro_deposit_verification_status: isNew ? null : 'success',
    tracking_parameters: null,
    address: { ...profile.address },
    personal_data: { ...profile.personalData },
    locks: { addiction_lock: null, addiction_locked: false, fraud_locked: false, verification_locked: false },
  };
  if (profile.situation === 'self_locked') {
    // Self-exclusion lasts at least 3 calendar months (GlüStV), counted in Berlin.
    const expiresAt = now.toZonedDateTimeISO(BERLIN).add({ months: 3 }).toInstant();
    player.locks = { ...player.locks, addiction_lock: { expires_at: expiresAt.toString() }, addiction_locked: true };
  }
  const holder = `${profile.personalData.first_name} ${profile.personalData.last_name}`;
  return {
    player,
    password: DEMO_PASSWORD,
    sepa_account: isNew ? null : { account_holder: holder, masked_iban: MASKED_DEMO_IBAN },
    stored_card: null,
    stored_paypal: null,
    gambling_permission: seedPermission(player, profile.situation, now),
    // A newcomer has not clicked the confirmation link yet.
    email_confirmed: !isNew,
  };
}

/** A fresh platform: same seed and same `now` always give a deep-equal state. */
export function createSeedState(seed: number, now: Temporal.Instant, clockOffsetMinutes: number): PlatformState {
  const state: PlatformState = {
    schema_version: SCHEMA_VERSION,
    seed,
    rng_state: initialRandomState(seed),
    token_rng_state: tokenRandomState(seed, now.epochMilliseconds),
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
    psp_attempts: [],
    payment_transactions: [],
    counters: { receipt_number: 0, voucher_number: 0, transaction_number: 0 },
  };
  const random = createRandom(state);
  state.counters.receipt_number = random.int(10_000_000, 49_999_999);
  state.counters.transaction_number = random.int(100_000, 199_999);
  for (const lottery of Object.values(LOTTERIES)) state.jackpots[lottery.identifier] = seedJackpot(lottery.jackpot, random);

  for (const profile of DEMO_PROFILES) {
    const record = seedPlayer(profile, random, now);
    state.players.push(record);
    for (const kind of ['common', 'games'] as const) {
      state.accounts.push({ id: random.uuid(), player_id: record.player.id, kind, payoutable: 0, not_payoutable: 0 });
    }
    if (profile.balanceCents > 0) {
      const common = state.accounts.find((a) => a.player_id === record.player.id && a.kind === 'common');
      if (!common) throw new Error('seed: common account missing');
      book(state, random, now.subtract({ hours: 48 }), common, {
        direction: 'credit',
        amountCents: profile.balanceCents,
        voucherable: { type: 'deposit', payment_method: 'sepa_direct_debit', payment_provider: 'fake_psp', psp_reference: `PSP${random.digits(12)}` },
        comment: 'Einzahlung per SEPA-Lastschrift',
      });
    }
  }
  return state;
}
