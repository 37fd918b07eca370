import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { ConfirmEmailRequestDto, NotificationSettingsUpdateDto } from '../../adapters/http/wire/notification.dto';
import type { FakePlatformApi } from '../platform/platform-api';
import { recipient } from '../platform/account/notification-settings';
import { bearerToken, readJson, respond } from './handler-support';

/** Notification service (spec/2 §7.4): recipient, e-mail settings and the address confirmation. */
export function notificationHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.notification}${p}`;
  return [
    http.get(path('/my/recipient'), ({ request }) => respond(() => recipient(platform.runtime, bearerToken(request)))),
    http.get(path('/my/recipient/settings'), ({ request }) =>
      respond(() => platform.notificationSettings(bearerToken(request))),
    ),
    http.patch(path('/my/recipient/settings'), ({ request }) =>
      respond(async () =>
        platform.updateNotificationSettings(
          bearerToken(request),
          await readJson<NotificationSettingsUpdateDto>(request),
        ),
      ),
    ),
    http.patch(path('/my/recipient/confirm_email'), ({ request }) =>
      respond(async () => platform.confirmEmail(bearerToken(request), await readJson<ConfirmEmailRequestDto>(request))),
    ),
    http.post(path('/my/recipient/resend_confirmation_email'), ({ request }) =>
      respond(() => platform.resendConfirmationEmail(bearerToken(request))),
    ),
  ];
}
