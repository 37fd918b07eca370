/**
 * The fake platform's public face. It speaks the documented wire contract (snake_case DTOs,
 * integer cents) so MSW handlers only translate HTTP and memory adapters reuse the HTTP mappers.
 * Every method is synchronous; failures throw PlatformError with the HTTP status and body
 * the real platform would send.
 */
import type { ErrorBodyDto } from '../../adapters/http/wire/common.dto';
import type {
  ChangePasswordRequestDto,
  LoginRequestDto,
  MicroDepositConfirmRequestDto,
  NectIdentStartRequestDto,
  NectIdentStartResponseDto,
  PlayerDto,
  RecoveryTokenValidityDto,
  RefreshResponseDto,
  RegisterRequestDto,
  ResetPasswordRequestDto,
  SessionTokensDto,
  StartRecoveryRequestDto,
  UpdatePlayerRequestDto,
  ZipCodeEntryDto,
} from '../../adapters/http/wire/player.dto';
import type { AccountDto, AvailablePaymentMethodDto, OrderDto } from '../../adapters/http/wire/wallet.dto';
import type {
  ConfirmEmailRequestDto,
  NotificationSettingsDto,
  NotificationSettingsUpdateDto,
} from '../../adapters/http/wire/notification.dto';
import type { PlatformRuntime } from './context';
import type { MailDto } from './account/account-state';
import type { LedgerApi } from './ledger/ledger-dto';
import type { ContentApi } from './content/content-api-dto';
import type { GamblingApi } from './games/gambling-dto';
import type { DrawsApi } from './draws/draws-api-dto';
import type { BankTransferDto, IdentCaseDto } from './verification/verification-dto';
import type { IdentOutcome } from './verification/verification-state';
import type {
  CardChargeRequestDto,
  CardStoreRequestDto,
  ChargeOutcomeDto,
  ConfirmPendingPaymentRequestDto,
  GamblingPermissionDto,
  MonetaryTransactionDto,
  PaymentProcessedDto,
  PaypalPreparedDto,
  StoredCardChargeRequestDto,
} from '../../adapters/http/wire/payment.dto';
import type {
  PaypalDecisionDto,
  PaypalDecisionResultDto,
  PaypalPrepareRequestDto,
  SepaAccountRequestDto,
  ThreeDsDecisionDto,
} from './psp/psp-dto';
import type { TestCard } from './psp/test-cards';
import type {
  CurrentDrawDto,
  PriceRequestDto,
  PriceResponseDto,
  ProductDefinitionDto,
  ReceiptListDto,
  ReceiptDto,
  ReceiptQueryDto,
} from '../../adapters/http/wire/lottery-store.dto';
import type {
  SeedReceiptHistoryRequestDto,
  SeedReceiptHistoryResultDto,
  SettleReceiptRequestDto,
} from './draws/receipt-controls-dto';
import type {
  AutowithdrawalDto,
  LatestStakesAndWinningsDto,
  LimitsDto,
  LugasLimitRequestDto,
  SetLimitRequestDto,
  SettingsDto,
  StakesAndWinningsDto,
  StakesConfirmationDto,
} from '../../adapters/http/wire/limits.dto';
import type { LimitKind } from '../../core/domain/limits';

export class PlatformError extends Error {
  override name = 'PlatformError';
  constructor(
    readonly status: number,
    readonly body: ErrorBodyDto = {},
  ) {
    super(`Platform answered ${status}${body.global_errors?.length ? `: ${body.global_errors.join(', ')}` : ''}`);
  }
}

export interface DemoPlayerInfo {
  username: string;
  password: string;
  /** German one-liner for the README and the control panel, e.g. "voll verifiziert, 50,00 € Guthaben". */
  description: string;
}

interface PlatformStatus {
  seed: number;
  now: string;
  clock_offset_minutes: number;
  /** Lifetime given to access tokens issued from now on (default 15 minutes). */
  access_token_ttl_seconds: number;
  demo_players: DemoPlayerInfo[];
}

/** The ledger's calls and controls are declared in ledger/ledger-dto.ts. */
export interface FakePlatformApi extends LedgerApi, DrawsApi, GamblingApi, ContentApi {
  /**
   * State changes, looks and the player behind a token: what a rule needs. A new call's rule is a
   * function over this runtime that its handler calls (account/notification-settings.ts `recipient`),
   * so adding a call edits neither this interface nor platform.ts.
   */
  readonly runtime: PlatformRuntime;
  // Player API
  /** `client` tells callers apart for the login throttle (the server passes the remote address). */
  login(body: LoginRequestDto, client?: string): SessionTokensDto;
  refresh(refreshToken: string): RefreshResponseDto;
  logout(refreshToken: string): void;
  /** Also moves a running IBAN check on: the bank's answer arrives with a later read (verification/iban-check.ts). */
  me(accessToken: string | null): PlayerDto;
  /** 404 when the player never had one. */
  gamblingPermission(accessToken: string | null): GamblingPermissionDto;

  // Player API: account (bodies are untrusted JSON; field errors are 400 with attribute_errors)
  /** A new unverified player; the client logs in afterwards with the same credentials. */
  register(body: RegisterRequestDto): PlayerDto;
  /** `starting_with`: 2–5 digits; at most 10 entries. */
  zipCodes(startingWith: string): ZipCodeEntryDto[];
  /** Always succeeds (no account enumeration); known players get a link in the mailbox. */
  startRecovery(body: StartRecoveryRequestDto): void;
  validateRecoveryToken(passwordRecoveryToken: string): RecoveryTokenValidityDto;
  resetPassword(body: ResetPasswordRequestDto): void;
  /** PUT /me. */
  updatePersonalData(accessToken: string | null, body: UpdatePlayerRequestDto): PlayerDto;
  changePassword(accessToken: string | null, body: ChangePasswordRequestDto): void;
  /** POST /me/disable: no more logins, sessions end. */
  disableAccount(accessToken: string | null): void;
  lockTemporary(accessToken: string | null, body: { till: string }): void;

  // Player API: verification (the IBAN check starts with storeSepaAccount)
  startMicroDeposit(accessToken: string | null): void;
  confirmMicroDeposit(accessToken: string | null, body: MicroDepositConfirmRequestDto): void;
  startNectIdent(accessToken: string | null, body: NectIdentStartRequestDto): NectIdentStartResponseDto;

  // Notification service
  notificationSettings(accessToken: string | null): NotificationSettingsDto;
  /** Jackpots and/or discounts; naming service_messages is 400. */
  updateNotificationSettings(accessToken: string | null, body: NotificationSettingsUpdateDto): void;
  confirmEmail(accessToken: string | null, body: ConfirmEmailRequestDto): void;
  resendConfirmationEmail(accessToken: string | null): void;

  // Wallet API
  account(accessToken: string | null, kind: string): AccountDto;
  availablePaymentMethods(accessToken: string | null): AvailablePaymentMethodDto[];
  validateOrder(accessToken: string | null, order: OrderDto): void;
  placeOrder(accessToken: string | null, order: OrderDto): void;

  // Wallet API: payments through the fake PSP. Declines throw 400 with one global error.
  chargeCard(accessToken: string | null, body: CardChargeRequestDto): ChargeOutcomeDto;
  storeCard(accessToken: string | null, body: CardStoreRequestDto): ChargeOutcomeDto;
  chargeStoredCard(accessToken: string | null, body: StoredCardChargeRequestDto): ChargeOutcomeDto;
  confirmPendingPayment(accessToken: string | null, body: ConfirmPendingPaymentRequestDto): PaymentProcessedDto;
  deleteStoredCard(accessToken: string | null, storedCardId: string): void;
  preparePaypalCharge(accessToken: string | null, body: PaypalPrepareRequestDto): PaypalPreparedDto;
  confirmPaypalCharge(accessToken: string | null, body: { order_id: string }): PaymentProcessedDto;
  deleteStoredPaypal(accessToken: string | null, storedPaypalId: string): void;
  storeSepaAccount(accessToken: string | null, body: SepaAccountRequestDto): void;
  chargeSepa(accessToken: string | null, body: MonetaryTransactionDto): PaymentProcessedDto;
  /** POST /my/withdrawal: a payout of payoutable money to the stored SEPA account (idempotent by transaction id). */
  withdraw(accessToken: string | null, body: MonetaryTransactionDto): void;

  // Lottery store API
  productDefinition(productIdentifier: string): ProductDefinitionDto;
  currentDraws(productIdentifier: string): CurrentDrawDto[];
  price(request: PriceRequestDto): PriceResponseDto;
  receipts(accessToken: string | null, query: ReceiptQueryDto): ReceiptListDto;
  stopSubscription(accessToken: string | null, lotteryProductSelectionId: string): void;

  // Limits (limits/limits-api.ts): wallet API settings and limits, player API LUGAS, lottery store API autowithdrawal
  /** GET /settings: the maxima; needs no player. */
  settings(): SettingsDto;
  limits(accessToken: string | null): LimitsDto;
  /** PUT /my/{kind}_limits/personal: stricter at once, looser after the delay. */
  setPersonalLimit(accessToken: string | null, kind: LimitKind, body: SetLimitRequestDto): void;
  removePersonalLimit(accessToken: string | null, kind: LimitKind): void;
  setLugasLimit(accessToken: string | null, body: LugasLimitRequestDto): void;
  /** 404 when the player set none. */
  autowithdrawal(accessToken: string | null): AutowithdrawalDto;
  setAutowithdrawal(accessToken: string | null, body: AutowithdrawalDto): void;
  deleteAutowithdrawal(accessToken: string | null): void;
  /** The last 30 days on the account of `kind`. */
  stakesAndWinnings(accessToken: string | null, kind: string | null): StakesAndWinningsDto;
  latestStakesAndWinnings(accessToken: string | null, kind: string | null): LatestStakesAndWinningsDto;
  stakesConfirmation(accessToken: string | null): StakesConfirmationDto;
  confirmStakes(accessToken: string | null): void;

  // Developer controls (fake modes only)
  /**
   * Switches the stakes-and-winnings notice off (or on again) for everyone, registrations included,
   * so e2e runs that are not about it are not interrupted. Not saved; `reset` switches it on again.
   */
  setStakesNotice(enabled: boolean): { enabled: boolean };
  status(): PlatformStatus;
  reset(seed?: number): void;
  shiftClock(minutes: number): void;
  /** Tests only need this to see expiry without shifting the clock far; `reset` restores 15 minutes. */
  setAccessTokenTtl(seconds: number): void;
  /** The fake 3-D Secure page: the shopper approves, fails or cancels; the token goes to confirm_pending_payment. */
  decideThreeDs(body: ThreeDsDecisionDto): { redirect_result: string };
  /** The fake PayPal page: the player approves or cancels the order. */
  decidePaypal(body: PaypalDecisionDto): PaypalDecisionResultDto;
  testCards(): readonly TestCard[];
  /** Mails the platform sent (recovery and confirmation links, micro deposit notice), newest first. */
  mailbox(address?: string | null): MailDto[];
  /** Micro deposits as the players' banks show them, with their codes, newest first. */
  bankStatement(address?: string | null): BankTransferDto[];
  /** The fake ident page: the case it shows. */
  identCase(caseId: string): IdentCaseDto;
  /** The fake ident page: how the case ends. */
  decideIdent(body: { case_id: string; outcome: IdentOutcome }): IdentCaseDto;
  /** Stands in for the draw engine: settles a receipt's next due draw with the classes asked for and books the winnings. */
  settleReceipt(body: SettleReceiptRequestDto): ReceiptDto;
  /** Benchmark data: `count` receipts over past draws for a player, without wallet bookings. */
  seedReceiptHistory(body: SeedReceiptHistoryRequestDto): SeedReceiptHistoryResultDto;
  /** Books a lottery winning (payoutable) for a player, so payouts can be tried: POST /__fake/wallet/winning. */
  creditTestWinning(body: { email?: unknown; amount_cents?: unknown } | null): {
    email: string;
    payoutable_cents: number;
    not_payoutable_cents: number;
  };
}
