import type {
  BrowserInfoDto,
  CardChargeRequestDto,
  ChargeOutcomeDto,
  MonetaryTransactionDto,
} from '../../adapters/http/wire/payment.dto';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { fakeCardData } from '../../mocks/platform/psp/card-encryption';

export const BROWSER_INFO: BrowserInfoDto = {
  color_depth: 24,
  java_enabled: false,
  java_script_enabled: true,
  language: 'de-DE',
  screen_height: 1080,
  screen_width: 1920,
  time_zone_offset_in_minutes: -60,
  user_agent: 'Tippwerk platform tests',
};

export const CARD_RETURN_URL = '/warenkorb?payment_return=card';

export const movement = (
  transactionId: string,
  cents: number,
  kind: 'common' | 'games' = 'common',
): MonetaryTransactionDto => ({
  transaction_id: transactionId,
  amount: { fractional: cents, currency: 'EUR' },
  kind,
});

export interface CardOptions {
  /** The card holder; 'Max Mustermann' (the verified demo player) unless given: another player pays with a card in their own name. */
  holder?: string;
  number?: string;
  expiryMonth?: string;
  expiryYear?: string;
  securityCode?: string;
}

export function cardCharge(transactionId: string, cents: number, card: CardOptions = {}): CardChargeRequestDto {
  return {
    card_data: fakeCardData({ number: card.number ?? '4111 1111 1111 1111', ...card }),
    transaction_input: {
      browser_info: BROWSER_INFO,
      monetary_transaction: movement(transactionId, cents),
      return_url: CARD_RETURN_URL,
    },
  };
}

/** The payment transaction id of a charge that must succeed at once. */
export function paidId(outcome: ChargeOutcomeDto): string {
  if (outcome.type !== 'payment_processed') throw new Error(`expected payment_processed, got ${outcome.type}`);
  return outcome.payment_transaction_id;
}

/** Charges a succeeding test card (in `holder`'s name, the player's) and returns the payment transaction id. */
export const depositByCard = (
  platform: FakePlatformApi,
  token: string,
  transactionId: string,
  cents: number,
  holder?: string,
): string =>
  paidId(platform.chargeCard(token, cardCharge(transactionId, cents, holder === undefined ? {} : { holder })));

/** The newcomer demo player (neu@tippwerk.de): a card in her name. */
export const NEWCOMER_HOLDER = 'Lena Neumann';

/** The query of a redirect URL such as /__fake/psp/3ds?transaction_id=…&return_url=… */
export const queryOf = (url: string): URLSearchParams => new URL(url, 'http://tippwerk.test').searchParams;
