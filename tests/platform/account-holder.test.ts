import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { holderBelongsToPlayer } from '../../core/domain/account-holder';
import { createHandlers } from '../../mocks/handlers/handlers';
import { createPlatform } from '../../mocks/platform/platform';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import { fakeCardData } from '../../mocks/platform/psp/card-encryption';
import type { PlatformState } from '../../mocks/platform/state';
import { OTHER_PAYPAL_PAYER } from '../../mocks/platform/third-party-pages';
import { platformOverHttp } from './http-fixtures';
import { commonBalance, loginAs, platformAt, platformError } from './platform-fixtures';
import { BROWSER_INFO, CARD_RETURN_URL, cardCharge, movement, paidId } from './psp-fixtures';

const MISMATCH = 'account_holder_mismatch';
const IBAN = 'DE89 3704 0044 0532 0130 00';

const setup = (email = 'spieler@tippwerk.de') => {
  const test = platformAt();
  return { ...test, token: loginAs(test.platform, email), state: () => test.storage.load() as PlatformState };
};

const sepaOf = (state: PlatformState, email: string) =>
  state.players.find((p) => p.player.email === email)?.sepa_account;

/** A card charge of `cents` by a succeeding test card with this holder name. */
const chargeBy = (holder: string, transactionId: string, cents: number) => ({
  ...cardCharge(transactionId, cents),
  card_data: fakeCardData({ holder, number: '4111 1111 1111 1111' }),
});

const storeRequest = (transactionId: string, holder: string) => ({
  card_data: fakeCardData({ holder, number: '4111 1111 1111 1111' }),
  store_transaction_input: { browser_info: BROWSER_INFO, transaction_id: transactionId, return_url: CARD_RETURN_URL },
});

describe('SEPA account only in the player’s name (GlüStV)', () => {
  it('refuses another person’s account with account_holder_mismatch on the holder and keeps the stored account', () => {
    const { platform, token, state } = setup();
    const before = sepaOf(state(), 'spieler@tippwerk.de');
    const error = platformError(() =>
      platform.storeSepaAccount(token, {
        account_holder: { first_name: 'Erika', last_name: 'Mustermann' },
        iban: IBAN,
      }),
    );
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ global_errors: [], attribute_errors: { account_holder: [MISMATCH] } });
    expect(sepaOf(state(), 'spieler@tippwerk.de')).toEqual(before);
    expect(before?.account_holder).toBe('Max Mustermann');
  });

  it('reports the holder and a bad IBAN together, but no mismatch while a name field itself is wrong', () => {
    const { platform, token } = setup();
    const store = (first_name: string, last_name: string, iban: string) =>
      platformError(() => platform.storeSepaAccount(token, { account_holder: { first_name, last_name }, iban })).body
        .attribute_errors;
    expect(store('Erika', 'Mustermann', 'DE89 3704 0044 0532 0130 01')).toEqual({
      account_holder: [MISMATCH],
      iban: ['invalid_checksum'],
    });
    expect(store('', 'Mustermann', IBAN)).toEqual({ 'account_holder.first_name': ['required'] });
  });

  it('accepts the player’s name written another way (case, spaces, a middle name) and replaces the account', () => {
    const { platform, token, state } = setup();
    platform.storeSepaAccount(token, {
      account_holder: { first_name: 'max michael', last_name: ' MUSTERMANN ' },
      iban: 'AT61 1904 3002 3457 3201',
    });
    expect(sepaOf(state(), 'spieler@tippwerk.de')).toMatchObject({ masked_iban: 'AT61 **** **** **** **01' });
  });
});

describe('cards only in the player’s name (GlüStV)', () => {
  it('a card charge with another holder is refused, nothing recorded; the corrected card pays under the same id', () => {
    const { platform, token, state } = setup();
    const refused = platformError(() => platform.chargeCard(token, chargeBy('Erika Mustermann', 'tx-h', 2500)));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      global_errors: [MISMATCH],
      attribute_errors: { 'card_data.account_holder': [MISMATCH] },
    });
    expect(state().psp_attempts).toEqual([]);
    expect(commonBalance(platform, token)).toBe(5000);
    const paid = platform.chargeCard(token, chargeBy('MUSTERMANN, MAX', 'tx-h', 2500));
    expect(paidId(paid)).toEqual(expect.any(String));
    expect(commonBalance(platform, token)).toBe(7500);
  });

  it('storing another person’s card is refused; the player’s own card is vaulted with the holder typed', () => {
    const { platform, token } = setup();
    expect(
      platformError(() => platform.storeCard(token, storeRequest('tx-s1', 'Erika Mustermann'))).body.global_errors,
    ).toEqual([MISMATCH]);
    const storedCard = () =>
      platform.availablePaymentMethods(token).find((m) => m.label === 'adyen_credit_card')?.stored;
    expect(storedCard()).toBeNull();
    platform.storeCard(token, storeRequest('tx-s2', 'Max Mustermann'));
    expect(storedCard()).toMatchObject({ type: 'adyen_credit_card', account_holder: 'Max Mustermann' });
  });

  it('a stored card in another name (kept from before the rule) cannot pay in', () => {
    const { clock, storage } = platformAt();
    const state = storage.load() as PlatformState;
    const record = state.players.find((p) => p.player.email === 'spieler@tippwerk.de')!;
    record.stored_card = {
      id: 'card-old',
      brand: 'visa',
      bin: '411111',
      last_four: '1111',
      holder: 'Erika Mustermann',
      expiry_month: 3,
      expiry_year: 2030,
      active: true,
    };
    const platform = createPlatform({ clock, storage: createMemoryStorage(state, { verifyJournal: true }) });
    const token = loginAs(platform, 'spieler@tippwerk.de');
    const charge = {
      browser_info: BROWSER_INFO,
      monetary_transaction: movement('tx-stored', 1000),
      return_url: CARD_RETURN_URL,
    };
    expect(platformError(() => platform.chargeStoredCard(token, charge)).body.global_errors).toEqual([MISMATCH]);
    expect(commonBalance(platform, token)).toBe(5000);
  });
});

describe('PayPal only from the player’s own PayPal account (GlüStV)', () => {
  it('approved by another payer: confirm_charge declines with account_holder_mismatch, books and stores nothing', () => {
    const { platform, token } = setup();
    const { order_id } = platform.preparePaypalCharge(token, movement('tx-pp', 3000));
    platform.decidePaypal({ order_id, approve: true, payer_name: OTHER_PAYPAL_PAYER });
    const declined = platformError(() => platform.confirmPaypalCharge(token, { order_id }));
    expect(declined.body.global_errors).toEqual([MISMATCH]);
    // The decline is final for this order: a replay answers the same.
    expect(platformError(() => platform.confirmPaypalCharge(token, { order_id })).body.global_errors).toEqual([
      MISMATCH,
    ]);
    expect(commonBalance(platform, token)).toBe(5000);
    expect(platform.availablePaymentMethods(token).find((m) => m.label === 'paypal')?.stored).toBeNull();
  });

  it('approved by the player (no payer named, or the name in another order): paid and stored', () => {
    const { platform, token } = setup();
    const first = platform.preparePaypalCharge(token, movement('tx-pp1', 1000));
    platform.decidePaypal({ order_id: first.order_id, approve: true });
    expect(platform.confirmPaypalCharge(token, { order_id: first.order_id }).transaction_id).toBe('tx-pp1');
    const second = platform.preparePaypalCharge(token, movement('tx-pp2', 1000));
    platform.decidePaypal({ order_id: second.order_id, approve: true, payer_name: 'Mustermann, Max' });
    expect(platform.confirmPaypalCharge(token, { order_id: second.order_id }).transaction_id).toBe('tx-pp2');
    expect(commonBalance(platform, token)).toBe(7000);
  });

  it('refuses a payer name that is no single line of text', () => {
    const { platform, token } = setup();
    const { order_id } = platform.preparePaypalCharge(token, movement('tx-pp', 3000));
    const error = platformError(() =>
      platform.decidePaypal({ order_id, approve: true, payer_name: 'Max\nMustermann' }),
    );
    expect(error.status).toBe(400);
    expect(error.body.attribute_errors).toEqual({ payer_name: ['invalid'] });
  });

  it('the fake PayPal page offers approving with another person’s account, to provoke the refusal', async () => {
    const { platform } = platformAt();
    const api = 'http://127.0.0.1:4419';
    const page = await getResponse(
      createHandlers(platform, api),
      new Request(`${api}/__fake/psp/paypal?order_id=PP1&return_url=%2Fwarenkorb`),
    );
    const html = await page!.text();
    expect(html).toContain(`>Mit dem PayPal-Konto von ${OTHER_PAYPAL_PAYER} freigeben</button>`);
    expect(html).toContain(`"otherPayer":"${OTHER_PAYPAL_PAYER}"`);
  });
});

describe('demo data in the players’ names', () => {
  it('every seeded SEPA account, card and PayPal account belongs to its player', () => {
    const { state } = setup();
    const players = state().players;
    expect(players.filter((p) => p.sepa_account).length).toBeGreaterThan(0);
    for (const record of players) {
      const { first_name: firstName, last_name: lastName, birth_name: birthName } = record.player.personal_data;
      const names = { firstName, lastName, birthName };
      const holders = [record.sepa_account?.account_holder, record.stored_card?.holder].filter(
        (holder): holder is string => holder !== undefined,
      );
      for (const holder of holders) expect(holderBelongsToPlayer(holder, names), holder).toBe(true);
      // PayPal keeps no name: it is stored only after a payment the player's own account approved.
      expect(record.stored_paypal).toBeNull();
    }
  });
});

describe('the holder rule over HTTP', () => {
  const { call } = platformOverHttp();

  it('POST /my/sepa_accounts answers 400 account_holder_mismatch at account_holder; the player’s name is 204', async () => {
    const token = (
      await call('POST', 'player', '/login', {
        username: 'spieler@tippwerk.de',
        password: 'Tippwerk2026!',
        long_lasting_session: false,
      })
    ).body as { access_token: string };
    const store = (first_name: string, last_name: string) =>
      call(
        'POST',
        'wallet',
        '/my/sepa_accounts',
        { account_holder: { first_name, last_name }, iban: IBAN },
        token.access_token,
      );
    expect(await store('Erika', 'Mustermann')).toMatchObject({
      status: 400,
      body: { global_errors: [], attribute_errors: { account_holder: [MISMATCH] } },
    });
    expect((await store('Max', 'Mustermann')).status).toBe(204);
  });
});
