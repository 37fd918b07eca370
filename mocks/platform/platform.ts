import { accountApi } from './account/account-api';
import { findProduct, productDefinitionDto } from './catalogue';
import { CATALOGUE_SETTINGS } from './catalogue-config';
import { currentDraws } from './current-draws';
import type { PlatformContext, PlatformRuntime } from './context';
import { DEMO_PLAYERS } from './demo-players';
import { gamblingPermissionOf } from './gambling-permission';
import { placeOrder, validateOrder } from './orders';
import { PlatformError, type FakePlatformApi } from './platform-api';
import { createPlatformClock, type PlatformClock } from './platform-clock';
import { createMemoryStorage, type PlatformStorage } from './platform-storage';
import { checkReady, findPlayerByEmail, isAddictionLocked, playerView } from './players';
import { noteActivity } from './oasis/oasis';
import { limitsApi } from './limits/limits-api';
import { quotePrice } from './pricing';
import { createRandom } from './prng';
import { paymentApi } from './psp/psp-api';
import { ledgerApi } from './ledger/ledger-api';
import { contentApi } from './content/content-api';
import { walletMovesApi } from './ledger/wallet-moves-api';
import { gamblingApi } from './games/gambling-api';
import { queryReceipts } from './receipts';
import { createSeedState } from './seed';
import {
  authenticate,
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  login,
  logout,
  MAX_ACCESS_TOKEN_TTL_SECONDS,
  refresh,
} from './sessions';
import { DEFAULT_SEED, type PlatformState } from './state';
import { upgradeState } from './state-migrations';
import { stopSubscription } from './subscriptions';
import { advanceIbanCheck } from './verification/iban-check';
import { verificationApi } from './verification/verification-api';
import { receiptControlsApi } from './draws/receipt-controls-api';
import { drawsApi } from './draws/draws-api';
import { runDueWork } from './due-work';
import { accountDto, accountOf, paymentMethodsOf } from './wallet';

export interface PlatformOptions {
  /** Used when there is no saved state; a saved state keeps its own seed. */
  seed?: number;
  clock?: PlatformClock;
  /** Defaults to memory: nothing survives the process. */
  storage?: PlatformStorage;
}

const badRequest = (key: string) =>
  new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { [key]: ['invalid'] } });

/** The fake lottery platform: every FakePlatformApi call, with state saved after each mutation. */
export function createPlatform(options: PlatformOptions = {}): FakePlatformApi {
  const clock = options.clock ?? createPlatformClock();
  const storage = options.storage ?? createMemoryStorage();

  const reseed = (seed: number): PlatformState => {
    const fresh = createSeedState(seed, clock.now(), clock.offsetMinutes());
    storage.replace(fresh);
    return fresh;
  };

  /**
   * A saved state is used (migrated first when older); only "nothing saved" seeds a new world.
   * A newer, foreign or broken one throws (StateFormatError, or the storage's own error): the
   * caller stops, and the saved copy stays as it is.
   */
  let state: PlatformState = (() => {
    const saved = storage.load();
    if (saved === null) return reseed(options.seed ?? DEFAULT_SEED);
    const { state: upgraded, migratedFrom } = upgradeState(saved);
    clock.setOffsetMinutes(upgraded.clock_offset_minutes);
    if (migratedFrom !== null) storage.replace(upgraded);
    return upgraded;
  })();

  const freshContext = (): PlatformContext => ({ state, random: createRandom(state), now: clock.now() });
  /** Draws and Dauerschein renewals happen as the clock passes them, on the first request after (due-work.ts). */
  const drawsDue = (): void => {
    if (runDueWork(freshContext())) storage.save(state);
  };
  const context = (): PlatformContext => {
    drawsDue();
    return freshContext();
  };
  /** Runs a state change and saves, also when it ends in a PlatformError (login failures count). */
  const mutate = <T>(change: (ctx: PlatformContext) => T): T => {
    try {
      return change(context());
    } finally {
      storage.save(state);
    }
  };
  /** Every call with a player's access token is that player's activity (oasis/oasis.ts: the 5-minute wait). */
  const playerOf = (token: string | null) => {
    const record = checkReady(authenticate(state, clock.now(), token), clock.now());
    if (noteActivity(record, clock.now())) storage.save(state);
    return record;
  };
  const runtime: PlatformRuntime = { mutate, view: (look) => look(context()), playerOf };
  // A test knob, not world data: kept out of the saved state, so a restart or reset forgets it.
  let accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS;

  return {
    runtime,
    login: (body, client) =>
      mutate((c) => {
        const tokens = login(c.state, c.now, body, { ttlSeconds: accessTokenTtlSeconds, client });
        // A login is an activity: after 30 minutes without one it starts the 5-minute wait for KENO.
        const record = findPlayerByEmail(c.state.players, body.username);
        if (record) noteActivity(record, c.now);
        return tokens;
      }),
    refresh: (refreshToken) =>
      mutate((c) => refresh(c.state, c.now, refreshToken, { ttlSeconds: accessTokenTtlSeconds })),
    logout: (refreshToken) => mutate((c) => logout(c.state, refreshToken)),
    me: (token) => {
      const record = playerOf(token);
      // Reads move a running IBAN check on; save only when something changed.
      if (advanceIbanCheck(record, clock.now(), true)) storage.save(state);
      return playerView(record, clock.now());
    },
    gamblingPermission: (token) => gamblingPermissionOf(playerOf(token)),
    ...accountApi(runtime),
    ...verificationApi(runtime),
    ...receiptControlsApi(runtime),
    ...drawsApi(runtime, clock),

    account: (token, kind) => {
      const record = playerOf(token);
      drawsDue();
      if (kind !== 'common' && kind !== 'games') throw badRequest('kind');
      return accountDto(
        accountOf(state, record.player.id, kind),
        record,
        isAddictionLocked(record.player, clock.now()),
      );
    },
    availablePaymentMethods: (token) => paymentMethodsOf(playerOf(token)),
    validateOrder: (token, order) => {
      validateOrder(order, playerOf(token), clock.now());
    },
    placeOrder: (token, order) => {
      const record = playerOf(token);
      mutate((c) => placeOrder(c, record, order, true));
    },
    ...paymentApi(runtime),
    ...ledgerApi(runtime),
    ...limitsApi(runtime),
    ...walletMovesApi(runtime),
    ...contentApi(runtime),
    ...gamblingApi(runtime),

    productDefinition: (identifier) => {
      const product = findProduct(identifier);
      if (!product) throw new PlatformError(404, { code: 'not_found' });
      return productDefinitionDto(product);
    },
    currentDraws: (identifier) => {
      drawsDue();
      return currentDraws(state, identifier, clock.now());
    },
    price: (request) => {
      const result = quotePrice(request);
      if (!result.ok)
        throw new PlatformError(400, { global_errors: ['invalid_price_request'], attribute_errors: result.errors });
      const { stakeCents, totalCents } = result.quote;
      const { currency } = CATALOGUE_SETTINGS;
      return { stake: { fractional: stakeCents, currency }, total: { fractional: totalCents, currency } };
    },
    receipts: (token, query) => {
      drawsDue();
      return queryReceipts(state, playerOf(token).player.id, query, clock.now());
    },
    stopSubscription: (token, selectionId) => {
      const record = playerOf(token);
      mutate((c) => stopSubscription(c.state, record.player.id, selectionId, c.now));
    },

    status: () => ({
      seed: state.seed,
      now: clock.now().toString(),
      clock_offset_minutes: clock.offsetMinutes(),
      access_token_ttl_seconds: accessTokenTtlSeconds,
      demo_players: DEMO_PLAYERS.map((p) => ({ ...p })),
    }),
    reset: (seed) => {
      if (seed !== undefined && (!Number.isSafeInteger(seed) || seed < 0)) throw badRequest('seed');
      // A reset is a fresh world: real (or pinned) time again, same seed unless another is given.
      clock.setOffsetMinutes(0);
      accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
      state = reseed(seed ?? state.seed);
    },
    shiftClock: (minutes) => {
      if (!Number.isSafeInteger(minutes)) throw badRequest('shift_minutes');
      clock.setOffsetMinutes(clock.offsetMinutes() + minutes);
      state.clock_offset_minutes = clock.offsetMinutes();
      storage.save(state);
    },
    setAccessTokenTtl: (seconds) => {
      if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > MAX_ACCESS_TOKEN_TTL_SECONDS)
        throw badRequest('access_token_ttl_seconds');
      accessTokenTtlSeconds = seconds;
    },
  };
}
