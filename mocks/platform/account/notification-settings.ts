import type { NotificationSettingsDto, RecipientDto } from '../../../adapters/http/wire/notification.dto';
import type { PlatformContext, PlatformRuntime } from '../context';
import { addError, hasErrors, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import type { PlayerRecord } from '../state';
import type { NotificationPreferences } from './account-state';
import { liveToken, sendConfirmationMail, useToken } from './mailbox';

const TOPICS = ['jackpots', 'discounts'] as const satisfies readonly (keyof NotificationPreferences)[];

/**
 * GET /my/recipient: whether the player's current address is confirmed. A rule over the
 * platform's runtime, called by its handler directly (no line in FakePlatformApi or platform.ts):
 * the shape every new call takes (docs/adding-a-backend-call.md).
 */
export const recipient = (runtime: PlatformRuntime, accessToken: string | null): RecipientDto => ({
  email_confirmed: runtime.playerOf(accessToken).email_confirmed,
});

/** GET /my/recipient/settings: service messages are always sent (the contract needs them); the rest is opt-in. */
export function notificationSettings(record: PlayerRecord): NotificationSettingsDto {
  const { jackpots, discounts } = record.notification_settings;
  return {
    email: {
      service_messages: { active: true, mutable: false },
      jackpots: { active: jackpots, mutable: true },
      discounts: { active: discounts, mutable: true },
    },
  };
}

/**
 * PATCH /my/recipient/settings: jackpots and/or discounts, each {active: boolean}. Service
 * messages are not mutable, so naming them is refused rather than silently ignored.
 */
export function updateNotificationSettings(record: PlayerRecord, input: unknown): void {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: {} });
  }
  const body = input as Record<string, unknown>;
  const errors: AttributeErrors = {};
  const changes: Partial<NotificationPreferences> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'service_messages') addError(errors, key, 'not_mutable');
    else if (!(TOPICS as readonly string[]).includes(key)) addError(errors, key, 'unknown');
    else if (typeof value !== 'object' || value === null || typeof (value as { active?: unknown }).active !== 'boolean')
      addError(errors, `${key}.active`, 'invalid');
    else changes[key as keyof NotificationPreferences] = (value as { active: boolean }).active;
  }
  if (!hasErrors(errors) && Object.keys(changes).length === 0)
    TOPICS.forEach((topic) => addError(errors, topic, 'required'));
  if (hasErrors(errors)) throw new PlatformError(400, { global_errors: [], attribute_errors: errors });
  record.notification_settings = { ...record.notification_settings, ...changes };
}

/** PATCH /my/recipient/confirm_email: the newest link sent to the player's current address. */
export function confirmEmail(ctx: PlatformContext, record: PlayerRecord, input: unknown): void {
  const raw = typeof input === 'object' && input !== null ? (input as { token?: unknown }).token : undefined;
  const token = liveToken(ctx.state, ctx.now, 'email_confirmation', raw);
  if (!token || token.player_id !== record.player.id)
    throw new PlatformError(400, { global_errors: ['invalid_token'], attribute_errors: {} });
  useToken(ctx.state, token);
  record.email_confirmed = true;
}

/** POST /my/recipient/resend_confirmation_email: a fresh link (the older one stops working). */
export function resendConfirmationEmail(ctx: PlatformContext, record: PlayerRecord): void {
  if (record.email_confirmed)
    throw new PlatformError(400, { global_errors: ['already_confirmed'], attribute_errors: {} });
  sendConfirmationMail(ctx, record);
}
