import { Temporal } from '../../../core/shared/temporal';
import type { PlatformContext } from '../context';
import type { PlatformState, PlayerRecord } from '../state';
import { secretToken } from '../secrets';
import type { MailDto, MailKind, OneTimeTokenPurpose, OneTimeTokenRecord } from './account-state';

/** Older mails of an address drop out, so the saved state stays small. */
const MAILS_KEPT_PER_ADDRESS = 10;
const RECOVERY_TOKEN_MINUTES = 60;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function sendMail(
  ctx: PlatformContext,
  mail: { to: string; kind: MailKind; subject: string; text: string; link: string | null },
): void {
  ctx.state.mails.push({ id: ctx.random.uuid(), ...mail, sent_at: ctx.now.toString() });
  const ofAddress = ctx.state.mails.filter((m) => sameAddress(m.to, mail.to));
  const dropped = new Set(ofAddress.slice(0, Math.max(0, ofAddress.length - MAILS_KEPT_PER_ADDRESS)));
  ctx.state.mails = ctx.state.mails.filter((m) => !dropped.has(m));
}

/** GET /__fake/mailbox: newest first, optionally for one address (any case). */
export function mailbox(state: PlatformState, address?: string | null): MailDto[] {
  const wanted = address?.trim();
  // Sent time first (seeded mails are back-dated), then the order they were sent in.
  return state.mails
    .map((mail, index) => ({ mail, index }))
    .filter(({ mail }) => !wanted || sameAddress(mail.to, wanted))
    .sort(
      (a, b) =>
        Temporal.Instant.compare(Temporal.Instant.from(b.mail.sent_at), Temporal.Instant.from(a.mail.sent_at)) ||
        b.index - a.index,
    )
    .map(({ mail }) => ({ ...mail }));
}

/** A new link token; the player's earlier token of that purpose stops working (only the newest link counts). */
function issueToken(
  ctx: PlatformContext,
  record: PlayerRecord,
  purpose: OneTimeTokenPurpose,
  expiresAt: Temporal.Instant | null,
): string {
  const token = secretToken();
  ctx.state.one_time_tokens = ctx.state.one_time_tokens.filter(
    (t) => !(t.player_id === record.player.id && t.purpose === purpose),
  );
  ctx.state.one_time_tokens.push({
    token,
    purpose,
    player_id: record.player.id,
    email: record.player.email,
    expires_at: expiresAt?.toString() ?? null,
  });
  return token;
}

/** The live token record for `token`, or undefined (unknown, expired, for another purpose or an old address). */
export function liveToken(
  state: PlatformState,
  now: Temporal.Instant,
  purpose: OneTimeTokenPurpose,
  token: unknown,
): OneTimeTokenRecord | undefined {
  if (typeof token !== 'string' || token === '') return undefined;
  const record = state.one_time_tokens.find((t) => t.token === token && t.purpose === purpose);
  if (!record) return undefined;
  if (record.expires_at && Temporal.Instant.compare(now, Temporal.Instant.from(record.expires_at)) >= 0)
    return undefined;
  const player = state.players.find((p) => p.player.id === record.player_id);
  if (!player || player.player.status !== 'active' || !sameAddress(player.player.email, record.email)) return undefined;
  return record;
}

export function useToken(state: PlatformState, record: OneTimeTokenRecord): void {
  state.one_time_tokens = state.one_time_tokens.filter((t) => t !== record);
}

const greeting = (record: PlayerRecord) =>
  `Hallo ${record.player.personal_data.first_name} ${record.player.personal_data.last_name},`;

/** Registration and every change of address: the player must confirm the (new) e-mail. */
export function sendConfirmationMail(ctx: PlatformContext, record: PlayerRecord): void {
  const link = `/confirm_email?token=${issueToken(ctx, record, 'email_confirmation', null)}`;
  sendMail(ctx, {
    to: record.player.email,
    kind: 'email_confirmation',
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    text: `${greeting(record)}\n\nbitte bestätigen Sie Ihre E-Mail-Adresse für Tippwerk: ${link}\n\nIhr Tippwerk-Team`,
    link,
  });
}

export function sendRecoveryMail(ctx: PlatformContext, record: PlayerRecord): void {
  const link = `/passwort-zuruecksetzen?token=${issueToken(ctx, record, 'password_recovery', ctx.now.add({ minutes: RECOVERY_TOKEN_MINUTES }))}`;
  sendMail(ctx, {
    to: record.player.email,
    kind: 'password_recovery',
    subject: 'Ihr Link zum Zurücksetzen des Passworts',
    text: `${greeting(record)}\n\nüber diesen Link vergeben Sie ein neues Passwort (eine Stunde gültig): ${link}\n\nSie haben kein neues Passwort angefordert? Dann ignorieren Sie diese E-Mail einfach.\n\nIhr Tippwerk-Team`,
    link,
  });
}
