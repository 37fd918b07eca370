import { describe, expect, it } from 'vitest';
import { loginAs } from './platform-fixtures';
import { platformOverHttp } from './http-fixtures';
import { IBAN_VALID } from './verification-fixtures';

const { platform, call } = platformOverHttp();
const holder = { first_name: 'Lena', last_name: 'Neumann' };

async function ibanStatuses(token: string, reads: number): Promise<unknown[]> {
  const statuses: unknown[] = [];
  for (let i = 0; i < reads; i += 1)
    statuses.push(
      ((await call('GET', 'player', '/me', undefined, token)).body as { iban_check_status: unknown }).iban_check_status,
    );
  return statuses;
}

describe('micro deposit over HTTP', () => {
  it('stores the account, polls the IBAN check, sends the cent and confirms the code off the bank statement', async () => {
    const token = loginAs(platform, 'neu@tippwerk.de');
    expect(
      (await call('POST', 'wallet', '/my/sepa_accounts', { account_holder: holder, iban: IBAN_VALID }, token)).status,
    ).toBe(204);
    expect(await ibanStatuses(token, 3)).toEqual(['unchecked', 'unchecked', 'valid']);
    expect((await call('POST', 'player', '/my/micro_deposit_verification', undefined, token)).status).toBe(204);

    const statement = (await call('GET', 'fakeControl', '/bank-statement?address=neu@tippwerk.de')).body as {
      code: string;
      amount: unknown;
    }[];
    expect(statement).toHaveLength(1);
    expect(statement[0]?.amount).toEqual({ fractional: 1, currency: 'EUR' });
    const code = statement[0]?.code ?? '';

    expect(
      await call(
        'PATCH',
        'player',
        '/my/micro_deposit_verification/confirm',
        { code: code === 'ZZZZ' ? 'YYYY' : 'ZZZZ' },
        token,
      ),
    ).toMatchObject({
      status: 400,
      body: { attribute_errors: { code: ['wrong_code'] } },
    });
    expect((await call('PATCH', 'player', '/my/micro_deposit_verification/confirm', { code }, token)).status).toBe(204);
    expect((await call('GET', 'player', '/me', undefined, token)).body).toMatchObject({
      micro_deposit_verification_status: 'success',
      verification_status: 'fully_verified',
    });
  });

  it('answers 400 with the reason when the micro deposit cannot start', async () => {
    const token = loginAs(platform, 'neu@tippwerk.de');
    expect(await call('POST', 'player', '/my/micro_deposit_verification', undefined, token)).toMatchObject({
      status: 400,
      body: { global_errors: ['sepa_account_missing'] },
    });
  });
});

describe('Nect ident over HTTP', () => {
  it('starts a case, shows it to the fake page and takes the page’s decision', async () => {
    const token = loginAs(platform, 'neu@tippwerk.de');
    const started = await call(
      'POST',
      'player',
      '/my/nect_robo_ident_case/start',
      { redirect_url: '/kundenkonto/alterspruefung', mock_type: null },
      token,
    );
    expect(started.status).toBe(200);
    const url = (started.body as { url: string }).url;
    expect(url).toMatch(/^\/__fake\/ident\?case_id=[\w-]+&redirect_url=%2Fkundenkonto%2Falterspruefung$/);
    const caseId = new URL(url, 'http://x').searchParams.get('case_id') ?? '';

    expect((await call('GET', 'fakeControl', `/ident/${caseId}`)).body).toMatchObject({
      case_id: caseId,
      status: 'in_progress',
      first_name: 'Lena',
    });
    expect(await call('POST', 'fakeControl', '/ident', { case_id: caseId, outcome: 'identified' })).toMatchObject({
      status: 200,
      body: { status: 'identified', redirect_url: '/kundenkonto/alterspruefung' },
    });
    expect((await call('GET', 'player', '/me', undefined, token)).body).toMatchObject({
      nect_robo_ident_status: 'identified',
      verification_status: 'fully_verified',
    });
    expect((await call('POST', 'fakeControl', '/ident', { case_id: caseId, outcome: 'fraud' })).status).toBe(409);
    expect((await call('POST', 'fakeControl', '/ident', { case_id: 'unbekannt', outcome: 'fraud' })).status).toBe(404);
    expect((await call('GET', 'fakeControl', '/ident/unbekannt')).status).toBe(404);
  });

  it('refuses a redirect to another origin', async () => {
    const token = loginAs(platform, 'neu@tippwerk.de');
    expect(
      await call(
        'POST',
        'player',
        '/my/nect_robo_ident_case/start',
        { redirect_url: 'https://evil.example/', mock_type: null },
        token,
      ),
    ).toMatchObject({
      status: 400,
      body: { attribute_errors: { redirect_url: ['invalid'] } },
    });
  });
});

describe('control API: mailbox and bank statement', () => {
  it('lists everyone’s newest mails, or one address’s', async () => {
    const all = (await call('GET', 'fakeControl', '/mailbox')).body as { to: string; subject: string }[];
    expect(all.map((m) => m.to).sort()).toEqual(['ablauf@tippwerk.de', 'neu@tippwerk.de']);
    expect(all.every((m) => m.subject === 'Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBe(true);
    expect((await call('GET', 'fakeControl', '/mailbox?address=NEU@tippwerk.de')).body).toHaveLength(1);
    expect((await call('GET', 'fakeControl', '/bank-statement')).body).toEqual([]);
  });
});
