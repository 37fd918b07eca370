/**
 * What the account features keep inside the platform's JSON state (state.ts embeds these):
 * one-time links sent by e-mail and the developer mailbox they end up in.
 */

export type OneTimeTokenPurpose = 'password_recovery' | 'email_confirmation';

/** A link's token. Only the newest per player and purpose is kept; using it deletes it. */
export interface OneTimeTokenRecord {
  token: string;
  purpose: OneTimeTokenPurpose;
  player_id: string;
  /** The address the link went to: a confirmation is only good while that is still the player's e-mail. */
  email: string;
  /** null: does not expire. */
  expires_at: string | null;
}

export type MailKind = OneTimeTokenPurpose | 'micro_deposit' | 'subscription_stopped';

/** A mail the platform "sent"; GET /__fake/mailbox shows the latest per address. */
export interface MailRecord {
  id: string;
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  /** Same-origin path the mail links to, or null. */
  link: string | null;
  sent_at: string;
}

/** GET /__fake/mailbox answers the records as they are. */
export type MailDto = MailRecord;

/** Notification service: the two mutable e-mail topics (service messages are always on). */
export interface NotificationPreferences {
  jackpots: boolean;
  discounts: boolean;
}
