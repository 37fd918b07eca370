import type { Recipient } from '../core/domain/player';

/** Notification service: the player as a message recipient. */
export interface NotificationGateway {
  recipient(): Promise<Recipient>;
}
