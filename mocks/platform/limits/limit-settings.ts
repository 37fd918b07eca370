import type { LimitInterval } from '../../../core/domain/limits';
import { DEPOSIT_ELEVATION_DELAY_MINUTES } from '../../../core/domain/limits';
import type { LimitAmountDto, SettingsDto } from '../../../adapters/http/wire/limits.dto';
import { CATALOGUE_SETTINGS } from '../catalogue-config';
import type { PlayerRecord } from '../state';
import { UNVERIFIED_DEPOSIT_LIMIT_CENTS } from '../psp/payment-transactions';
import { DEFAULT_LUGAS_LIMIT_CENTS } from './limits-state';

/**
 * The fake platform's maxima (GET /settings, docs/decisions.md "Limits"). Cents per interval.
 * Personal deposit ceiling 10.000 €/month (GlüStV §6c allows raising the 1.000 € rule up to
 * there after checks); legal: 100 € before full verification, 1.000 € (LUGAS) once verified.
 */
export const LIMIT_SETTINGS = {
  deposit: {
    personal: { cents: 1_000_000, interval: 'month' },
    platformDefault: { cents: DEFAULT_LUGAS_LIMIT_CENTS, interval: 'month' },
    legal: {
      initial: { cents: UNVERIFIED_DEPOSIT_LIMIT_CENTS, interval: 'month' },
      provisionallyVerified: { cents: UNVERIFIED_DEPOSIT_LIMIT_CENTS, interval: 'month' },
      verified: { cents: DEFAULT_LUGAS_LIMIT_CENTS, interval: 'month' },
    },
  },
  purchase: {
    personal: { cents: 1_000_000, interval: 'month' },
    elevationDelayMinutes: DEPOSIT_ELEVATION_DELAY_MINUTES,
  },
} as const satisfies {
  deposit: {
    personal: Bound;
    platformDefault: Bound;
    legal: Record<'initial' | 'provisionallyVerified' | 'verified', Bound>;
  };
  purchase: { personal: Bound; elevationDelayMinutes: number };
};

interface Bound {
  cents: number;
  interval: LimitInterval;
}

const dto = (bound: Bound): LimitAmountDto => ({
  amount: { fractional: bound.cents, currency: CATALOGUE_SETTINGS.currency },
  interval: bound.interval,
});

/** GET /settings */
export function settingsDto(): SettingsDto {
  const { deposit, purchase } = LIMIT_SETTINGS;
  return {
    max_limits: {
      deposit: {
        personal: dto(deposit.personal),
        platform_default: dto(deposit.platformDefault),
        legal: {
          initial: dto(deposit.legal.initial),
          provisionally_verified: dto(deposit.legal.provisionallyVerified),
          verified: dto(deposit.legal.verified),
        },
      },
      purchase: { personal: { ...dto(purchase.personal), elevation_delay_in_minutes: purchase.elevationDelayMinutes } },
    },
  };
}

/** The highest personal deposit limit for the player's verification level. */
export function maxDepositCents(record: PlayerRecord): number {
  const { legal, personal } = LIMIT_SETTINGS.deposit;
  const level = record.player.verification_status;
  const cap =
    level === 'fully_verified'
      ? legal.verified
      : level === 'provisionally_verified'
        ? legal.provisionallyVerified
        : legal.initial;
  return Math.min(cap.cents, personal.cents);
}

export const maxPurchaseCents = (): number => LIMIT_SETTINGS.purchase.personal.cents;
