import { describe, expect, it } from 'vitest';
import { loginAs, lottoLine, orderOf, platformAt, platformError } from './platform-fixtures';
import { registration } from './account-fixtures';

const REDIRECT = '/kundenkonto/alterspruefung?open-modal=ident_result';

function startedCase(email = 'neu@tippwerk.de', mockType: string | null = null) {
  const test = platformAt();
  const token = loginAs(test.platform, email);
  const { url } = test.platform.startNectIdent(token, { redirect_url: REDIRECT, mock_type: mockType });
  const caseId = new URL(url, 'http://tippwerk.test').searchParams.get('case_id') ?? '';
  return { ...test, token, url, caseId };
}

describe('Nect robo ident', () => {
  it('opens a case and sends the player to the fake ident page with case and return path', () => {
    const { platform, token, url, caseId } = startedCase('neu@tippwerk.de', 'identified');
    expect(url).toBe(`/__fake/ident?case_id=${caseId}&redirect_url=${encodeURIComponent(REDIRECT)}`);
    expect(platform.me(token).nect_robo_ident_status).toBe('in_progress');
    expect(platform.identCase(caseId)).toEqual({
      case_id: caseId,
      status: 'in_progress',
      redirect_url: REDIRECT,
      mock_type: 'identified',
      email: 'neu@tippwerk.de',
      first_name: 'Lena',
      last_name: 'Neumann',
    });
  });

  it('identified: fully verified, the 72-hour window ends', () => {
    const { platform, token, caseId } = startedCase();
    expect(platform.decideIdent({ case_id: caseId, outcome: 'identified' })).toMatchObject({
      status: 'identified',
      redirect_url: REDIRECT,
    });
    expect(platform.me(token)).toMatchObject({
      nect_robo_ident_status: 'identified',
      verification_status: 'fully_verified',
      verification_expired_at: null,
    });
  });

  it('fraud: fraud locked, buying refused with player_fraud_locked', () => {
    const { platform, token, caseId } = startedCase();
    platform.decideIdent({ case_id: caseId, outcome: 'fraud' });
    expect(platform.me(token)).toMatchObject({
      nect_robo_ident_status: 'fraud',
      verification_status: 'unverified',
      locks: { fraud_locked: true },
    });
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'l-1')]))).body.global_errors,
    ).toEqual(['player_fraud_locked']);
  });

  it('too_young: verification locked, no new case and no purchase', () => {
    const { platform, token, caseId } = startedCase();
    platform.decideIdent({ case_id: caseId, outcome: 'too_young' });
    expect(platform.me(token)).toMatchObject({
      nect_robo_ident_status: 'too_young',
      locks: { verification_locked: true, fraud_locked: false },
    });
    expect(
      platformError(() => platform.startNectIdent(token, { redirect_url: REDIRECT, mock_type: null })).body
        .global_errors,
    ).toEqual(['player_locked']);
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'l-1')]))).body.global_errors,
    ).toEqual(['player_unverified']);
  });

  it('failed_to_identify: nothing else changes and the player may try again', () => {
    const { platform, token, caseId } = startedCase();
    platform.decideIdent({ case_id: caseId, outcome: 'failed_to_identify' });
    expect(platform.me(token)).toMatchObject({
      nect_robo_ident_status: 'failed_to_identify',
      verification_status: 'unverified',
      locks: { fraud_locked: false, verification_locked: false },
    });
    expect(() => platform.startNectIdent(token, { redirect_url: REDIRECT, mock_type: null })).not.toThrow();
  });

  it('in_manual_check: waits, then a later decision still counts', () => {
    const { platform, token, caseId } = startedCase();
    platform.decideIdent({ case_id: caseId, outcome: 'in_manual_check' });
    expect(platform.me(token)).toMatchObject({
      nect_robo_ident_status: 'in_manual_check',
      verification_status: 'unverified',
    });
    platform.decideIdent({ case_id: caseId, outcome: 'identified' });
    expect(platform.me(token).verification_status).toBe('fully_verified');
  });

  it('keeps a decision final: the same again is fine, another one is 409', () => {
    const { platform, caseId } = startedCase();
    platform.decideIdent({ case_id: caseId, outcome: 'failed_to_identify' });
    expect(platform.decideIdent({ case_id: caseId, outcome: 'failed_to_identify' }).status).toBe('failed_to_identify');
    expect(platformError(() => platform.decideIdent({ case_id: caseId, outcome: 'identified' }))).toMatchObject({
      status: 409,
      body: { global_errors: ['case_closed'] },
    });
  });

  it('lets only the newest case of a player be decided', () => {
    const { platform, token, caseId } = startedCase();
    platform.startNectIdent(token, { redirect_url: REDIRECT, mock_type: null });
    expect(platformError(() => platform.decideIdent({ case_id: caseId, outcome: 'identified' }))).toMatchObject({
      status: 409,
      body: { global_errors: ['case_superseded'] },
    });
  });

  it('refuses unknown cases and outcomes, and redirects off this origin', () => {
    const { platform, token, caseId } = startedCase();
    expect(platformError(() => platform.decideIdent({ case_id: 'nope', outcome: 'identified' })).status).toBe(404);
    expect(platformError(() => platform.identCase('nope')).status).toBe(404);
    expect(
      platformError(() => platform.decideIdent({ case_id: caseId, outcome: 'in_progress' as never })).body
        .attribute_errors,
    ).toEqual({ outcome: ['invalid'] });
    for (const redirect of ['https://evil.example', '//evil.example', '']) {
      expect(
        platformError(() => platform.startNectIdent(token, { redirect_url: redirect, mock_type: null })).status,
      ).toBe(400);
    }
  });

  it('refuses a case for players who are verified already or fraud locked', () => {
    const { platform } = platformAt();
    const start = (email: string) =>
      platformError(() =>
        platform.startNectIdent(loginAs(platform, email), { redirect_url: REDIRECT, mock_type: null }),
      );
    expect(start('spieler@tippwerk.de').body.global_errors).toEqual(['already_verified']);
    expect(start('betrug@tippwerk.de').body.global_errors).toEqual(['player_locked']);
  });
});

describe('verification expiry (72 hours, LOTTERY-RULES §7)', () => {
  it('puts verification_expired_at 72 hours after registration: in the past once they are over', () => {
    const { platform } = platformAt();
    const registered = platform.register(registration({ email: 'eva@example.de' }));
    expect(registered.verification_expired_at).toBe('2026-03-07T16:59:00Z');
    const token = platform.login({
      username: 'eva@example.de',
      password: 'Geheim123',
      long_lasting_session: false,
    }).access_token;
    expect(() => platform.validateOrder(token, orderOf('o-1', [lottoLine(platform, 'l-1')]))).not.toThrow();
    platform.shiftClock(72 * 60);
    const later = platform.login({
      username: 'eva@example.de',
      password: 'Geheim123',
      long_lasting_session: false,
    }).access_token;
    expect(Date.parse(platform.me(later).verification_expired_at ?? '')).toBeLessThanOrEqual(
      Date.parse(platform.status().now),
    );
  });

  it('seeds ablauf@tippwerk.de registered 4 days ago: expired yesterday, buying refused', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'ablauf@tippwerk.de');
    expect(platform.me(token)).toMatchObject({
      created_at: '2026-02-28T16:59:00Z',
      verification_status: 'unverified',
      verification_expired_at: '2026-03-03T16:59:00Z',
    });
    expect(platform.account(token, 'common').not_payoutable_balance.fractional).toBe(1500);
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'l-1')]))).body.global_errors,
    ).toEqual(['verification_expired']);
  });

  it('lets an expired player still verify, which lifts the expiry', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'ablauf@tippwerk.de');
    const { url } = platform.startNectIdent(token, { redirect_url: REDIRECT, mock_type: null });
    platform.decideIdent({
      case_id: new URL(url, 'http://x').searchParams.get('case_id') ?? '',
      outcome: 'identified',
    });
    expect(platform.me(token)).toMatchObject({ verification_status: 'fully_verified', verification_expired_at: null });
    expect(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'l-1')]))).not.toThrow();
  });

  it('seeds betrug@tippwerk.de fraud locked after a fraud ident', () => {
    const { platform } = platformAt();
    expect(platform.me(loginAs(platform, 'betrug@tippwerk.de'))).toMatchObject({
      verification_status: 'unverified',
      nect_robo_ident_status: 'fraud',
      locks: { fraud_locked: true, verification_locked: false, addiction_locked: false },
    });
  });
});
