import type { NotificationSettings, Recipient } from '../../core/domain/player';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { NotificationGateway } from '../../ports/notification-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { toRecipient, toSettings, toSettingsUpdate } from '../http/http-notification-gateway';
import { platformCall } from './platform-call';
import { formResult } from '../http/wire/field-rejection.mapper';
import { requireParam } from '../http/client';

export class MemoryNotificationGateway implements NotificationGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  async recipient(): Promise<Recipient> {
    return toRecipient(await platformCall('GET', '/my/recipient', () => this.platform.recipient(this.token())));
  }

  async confirmEmail(token: string): Promise<boolean> {
    requireParam('token', token);
    return (
      await formResult(() =>
        platformCall('PATCH', '/my/recipient/confirm_email', () => this.platform.confirmEmail(this.token(), { token })),
      )
    ).ok;
  }

  async resendConfirmation(): Promise<void> {
    await platformCall('POST', '/my/recipient/resend_confirmation_email', () =>
      this.platform.resendConfirmationEmail(this.token()),
    );
  }

  async settings(): Promise<NotificationSettings> {
    return toSettings(
      await platformCall('GET', '/my/recipient/settings', () => this.platform.notificationSettings(this.token())),
    );
  }

  async updateSettings(change: { jackpots: boolean; discounts: boolean }): Promise<void> {
    await platformCall('PATCH', '/my/recipient/settings', () =>
      this.platform.updateNotificationSettings(this.token(), toSettingsUpdate(change)),
    );
  }

  private token(): string | null {
    return this.tokens.read()?.accessToken ?? null;
  }
}
