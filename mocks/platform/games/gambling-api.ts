import type { LaunchGameResponseDto } from '../../../adapters/http/wire/gambling.dto';
import type { PlatformRuntime } from '../context';
import { PlatformError } from '../platform-api';
import { isAddictionLocked } from '../players';
import { isSelfExcluded } from '../oasis/oasis';
import { secretToken } from '../secrets';
import { isSameOriginPath } from '../text-rules';
import type { PlatformState, PlayerRecord } from '../state';
import type { GamblingApi, GameSessionDto } from './gambling-dto';
import { FAKE_PROVIDER_PATH } from './fake-provider-page';
import { GAMES } from '../content/games';

const GAME_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const PLATFORMS = new Set(['desktop', 'mobile']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Running and ended sessions kept per world; the oldest go first. */
const MAX_SESSIONS = 200;

const invalid = (field: string, code = 'invalid') =>
  new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { [field]: [code] } });

interface World {
  sessions: GameSessionDto[];
  /** Idempotency key → the launch it answered, with who asked for what. */
  launches: Map<string, { fingerprint: string; answer: LaunchGameResponseDto }>;
}

function refusalOf(record: PlayerRecord, now: Parameters<typeof isAddictionLocked>[1]): string | null {
  const { player } = record;
  if (isAddictionLocked(player, now) || isSelfExcluded(record, now)) return 'addiction_locked';
  if (player.locks.fraud_locked || player.locks.verification_locked) return 'player_locked';
  // Online games only after full verification (docs/decisions.md "Games").
  if (player.verification_status !== 'fully_verified') return 'player_unverified';
  return null;
}

/**
 * The fake gambling service. Sessions are not part of the saved state: a restart of the fake
 * ends them, as a provider's sessions would time out. A reset (new state object) forgets them.
 */
export function gamblingApi(runtime: PlatformRuntime): GamblingApi {
  const worlds = new WeakMap<PlatformState, World>();
  const world = (): World =>
    runtime.view((ctx) => {
      let found = worlds.get(ctx.state);
      if (!found) worlds.set(ctx.state, (found = { sessions: [], launches: new Map() }));
      return found;
    });
  const playerIdOf = (token: string | null): string | null => (token ? runtime.playerOf(token).player.id : null);

  return {
    launchGame: (token, query, idempotencyKey) => {
      const demo = query['isDemo'] === 'true';
      // Authentication first (real money), then the request.
      const record = demo ? (token ? runtime.playerOf(token) : null) : runtime.playerOf(token);
      const gameId = query['gameId'] ?? '';
      const platform = query['platform'] ?? '';
      const homePath = query['homePath'] ?? '';
      if (!gameId) throw invalid('gameId', 'required');
      if (!GAME_ID.test(gameId)) throw invalid('gameId');
      if (!PLATFORMS.has(platform)) throw invalid('platform');
      if (!isSameOriginPath(homePath)) throw invalid('homePath');
      if (!idempotencyKey) throw invalid('idempotency_key', 'required');
      if (!UUID.test(idempotencyKey)) throw invalid('idempotency_key');
      // The provider knows the games the content service lists.
      if (!GAMES.some((g) => g.id === gameId)) throw new PlatformError(404, { code: 'not_found' });
      const now = runtime.view((ctx) => ctx.now);
      if (record && !demo) {
        const refusal = refusalOf(record, now);
        if (refusal) throw new PlatformError(403, { code: refusal });
      }
      const w = world();
      const fingerprint = JSON.stringify([record?.player.id ?? null, gameId, platform, demo]);
      const earlier = w.launches.get(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) throw new PlatformError(409, { code: 'idempotency_key_conflict' });
        return { ...earlier.answer };
      }
      const sessionId = `gs_${secretToken()}`;
      const params = new URLSearchParams({ session: sessionId, game: gameId, demo: demo ? '1' : '0', home: homePath });
      const answer = { url: `${FAKE_PROVIDER_PATH}?${params.toString()}`, session_id: sessionId };
      w.sessions.unshift({
        session_id: sessionId,
        game_id: gameId,
        player_id: demo ? null : record!.player.id,
        demo,
        platform,
        started_at: now.toString(),
        ended_at: null,
      });
      w.sessions.splice(MAX_SESSIONS);
      w.launches.set(idempotencyKey, { fingerprint, answer });
      // Idempotency keys are remembered as long as a session might be retried: the oldest go first.
      if (w.launches.size > MAX_SESSIONS) w.launches.delete(w.launches.keys().next().value as string);
      return { ...answer };
    },
    endGameSession: (token, sessionId) => {
      const playerId = playerIdOf(token);
      const session = world().sessions.find((s) => s.session_id === sessionId);
      // Someone else's session is as unknown as a missing one.
      if (!session || (session.player_id !== null && session.player_id !== playerId))
        throw new PlatformError(404, { code: 'not_found' });
      session.ended_at ??= runtime.view((ctx) => ctx.now.toString());
      return undefined;
    },
    endAllGameSessions: (token) => {
      const playerId = runtime.playerOf(token).player.id;
      const now = runtime.view((ctx) => ctx.now.toString());
      for (const session of world().sessions) if (session.player_id === playerId) session.ended_at ??= now;
      return undefined;
    },
    gameSessions: () => world().sessions.map((s) => ({ ...s })),
  };
}
