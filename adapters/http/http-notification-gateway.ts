import type { Recipient } from '../../core/domain/player';
import type { NotificationGateway } from '../../ports/notification-gateway.port';
import type { HttpClient } from './client';
import type { RecipientDto } from './wire/notification.dto';

export const toRecipient = (dto: RecipientDto): Recipient => ({ emailConfirmed: dto.email_confirmed });

export class HttpNotificationGateway implements NotificationGateway {
  constructor(private readonly http: HttpClient) {}

  async recipient(): Promise<Recipient> {
    return toRecipient(await this.http.request<RecipientDto>('notification', 'GET', '/my/recipient'));
  }

}
