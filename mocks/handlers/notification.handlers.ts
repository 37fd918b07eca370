import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import { bearerToken, respond } from './handler-support';

/** Notification service (spec/2 §7.4): the recipient for now; settings and confirmation come with issue 5. */
export function notificationHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.notification}${p}`;
  return [http.get(path('/my/recipient'), ({ request }) => respond(() => platform.recipient(bearerToken(request))))];
}
