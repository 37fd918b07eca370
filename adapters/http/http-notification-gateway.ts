import type { NotificationSettings, Recipient } from '../../core/domain/player';
import type { NotificationGateway } from '../../ports/notification-gateway.port';
import { requireParam, type HttpClient } from './client';
import { formResult } from './wire/field-rejection.mapper';
import type { NotificationSettingsDto, RecipientDto } from './wire/notification.dto';

const toRecipient = (dto: RecipientDto): Recipient => ({ emailConfirmed: dto.email_confirmed });

const toSettings = (dto: NotificationSettingsDto): NotificationSettings => ({
  serviceMessages: { ...dto.email.service_messages },
  jackpots: { ...dto.email.jackpots },
  discounts: { ...dto.email.discounts },
});

const toSettingsUpdate = (change: { jackpots: boolean; discounts: boolean }) => ({
  jackpots: { active: change.jackpots },
  discounts: { active: change.discounts },
});

export class HttpNotificationGateway implements NotificationGateway {
  constructor(private readonly http: HttpClient) {}

  async recipient(): Promise<Recipient> {
    return toRecipient(await this.http.request<RecipientDto>('notification', 'GET', '/my/recipient'));
  }

  async confirmEmail(token: string): Promise<boolean> {
    const body = { token: requireParam('token', token) };
    return (await formResult(() => this.http.request('notification', 'PATCH', '/my/recipient/confirm_email', { body })))
      .ok;
  }

  async resendConfirmation(): Promise<void> {
    await this.http.request('notification', 'POST', '/my/recipient/resend_confirmation_email');
  }

  async settings(): Promise<NotificationSettings> {
    return toSettings(
      await this.http.request<NotificationSettingsDto>('notification', 'GET', '/my/recipient/settings'),
    );
  }

  async updateSettings(change: { jackpots: boolean; discounts: boolean }): Promise<void> {
    await this.http.request('notification', 'PATCH', '/my/recipient/settings', { body: toSettingsUpdate(change) });
  }
}
