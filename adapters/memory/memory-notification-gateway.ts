import type { Recipient } from '../../core/domain/player';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { NotificationGateway } from '../../ports/notification-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { toRecipient } from '../http/http-notification-gateway';
import { platformCall } from './platform-call';

export class MemoryNotificationGateway implements NotificationGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  async recipient(): Promise<Recipient> {
    return toRecipient(await platformCall('GET', '/my/recipient', () => this.platform.recipient(this.tokens.read()?.accessToken ?? null)));
  }
}
