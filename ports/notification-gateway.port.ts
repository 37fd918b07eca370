import type { NotificationSettings, Recipient } from '../core/domain/player';

/** Notification service: the player as a message recipient. */
export interface NotificationGateway {
  recipient(): Promise<Recipient>;
  /** false: the token is unknown, used or no longer the player's address. */
  confirmEmail(token: string): Promise<boolean>;
  resendConfirmation(): Promise<void>;
  settings(): Promise<NotificationSettings>;
  /** Only jackpots and discounts can change (spec/2 §7.4). */
  updateSettings(change: { jackpots: boolean; discounts: boolean }): Promise<void>;
}
