import type { Recipient } from '../../core/domain/player';
import type { NotificationGateway } from '../../ports/notification-gateway.port';
import { requireParam, type HttpClient } from './client';
import { formResult } from './wire/field-rejection.mapper';
import type { RecipientDto } from './wire/notification.dto';

export const toRecipient = (dto: RecipientDto): Recipient => ({ emailConfirmed: dto.email_confirmed });

export class HttpNotificationGateway implements NotificationGateway {
  constructor(private readonly http: HttpClient) {}

  async recipient(): Promise<Recipient> {
    return toRecipient(await this.http.request<RecipientDto>('notification', 'GET', '/my/recipient'));
  }

  async confirmEmail(token: string): Promise<boolean> {
    const body = { token: requireParam('token', token) };
    return (await formResult(() => this.http.request('notification', 'PATCH', '/my/recipient/confirm_email', { body }))).ok;
  }

  async resendConfirmation(): Promise<void> {
    await this.http.request('notification', 'POST', '/my/recipient/resend_confirmation_email');
  }

}
