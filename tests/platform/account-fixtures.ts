import type { RegisterRequestDto } from '../../adapters/http/wire/player.dto';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { PlatformState } from '../../mocks/platform/state';
import type { PlatformStorage } from '../../mocks/platform/platform-storage';

export const NEW_PASSWORD = 'Neu-Passwort1';

/** A registration that passes every rule; tests spoil one field at a time. */
export function registration(overrides: Partial<Record<keyof RegisterRequestDto, unknown>> = {}): RegisterRequestDto {
  return {
    first_name: 'Jörg-Ösen',
    last_name: "O'Brien Müßig",
    birth_name: 'Weiß',
    date_of_birth: '1990-05-17',
    birthplace: 'Halle (Saale)',
    street: 'Straße des 17. Juni',
    house_number: '12a',
    zip_code: '10115',
    city: 'Berlin',
    email: 'joerg@example.de',
    password: 'Geheim123',
    country_code: 'DE',
    locale: 'de',
    tmx_id: 'tmx-session-1',
    tracking_parameters: { utm_source: 'test' },
    ...overrides,
  } as RegisterRequestDto;
}

export const savedState = (storage: PlatformStorage): PlatformState => storage.load() as PlatformState;

/** The newest mail to `address`, failing the test when there is none. */
export function latestMail(platform: FakePlatformApi, address: string) {
  const mail = platform.mailbox(address)[0];
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

export const tokenOf = (link: string | null): string =>
  new URL(link ?? '', 'http://tippwerk.test').searchParams.get('token') ?? '';
