import type { LimitKind } from '../../../core/domain/limits';
import { asPlayerOf, type PlatformRuntime } from '../context';
import { PlatformError, type FakePlatformApi } from '../platform-api';
import type { PlatformState } from '../state';
import { autowithdrawalOf, deleteAutowithdrawal, setAutowithdrawal } from './autowithdrawal';
import { settingsDto } from './limit-settings';
import { limitsDto, removePersonalLimit, setLugasLimit, setPersonalLimit } from './personal-limits';
import { accountKindOf, confirmStakes, latestStakesAndWinnings, stakesConfirmation } from './stakes-and-winnings';

type LimitsApi = Pick<
  FakePlatformApi,
  | 'settings'
  | 'limits'
  | 'setPersonalLimit'
  | 'removePersonalLimit'
  | 'setLugasLimit'
  | 'autowithdrawal'
  | 'setAutowithdrawal'
  | 'deleteAutowithdrawal'
  | 'stakesAndWinnings'
  | 'latestStakesAndWinnings'
  | 'stakesConfirmation'
  | 'confirmStakes'
  | 'setStakesNotice'
>;

const isKind = (kind: unknown): kind is LimitKind => kind === 'deposit' || kind === 'purchase';

/** Limits, LUGAS, autowithdrawal and the stakes-and-winnings notice (issue 6); authentication first, then the body. */
export function limitsApi(runtime: PlatformRuntime): LimitsApi {
  const { view, playerOf } = runtime;
  const asPlayer = asPlayerOf(runtime);
  // The notice switch belongs to one world: a reset makes a new state object, and the notice is on again.
  let noticeOffFor: PlatformState | null = null;
  const kindOf = (kind: LimitKind) => {
    if (!isKind(kind)) throw new Error(`Unknown limit kind ${String(kind)}`);
    return kind;
  };
  return {
    settings: () => settingsDto(),
    limits: (token) => {
      const record = playerOf(token);
      return view((ctx) => limitsDto(ctx.state, record, ctx.now));
    },
    setPersonalLimit: (token, kind, body) =>
      asPlayer(token, (ctx, record) => setPersonalLimit(ctx, record, kindOf(kind), body)),
    removePersonalLimit: (token, kind) =>
      asPlayer(token, (ctx, record) => removePersonalLimit(ctx, record, kindOf(kind))),
    setLugasLimit: (token, body) => asPlayer(token, (ctx, record) => setLugasLimit(ctx, record, body)),
    autowithdrawal: (token) => autowithdrawalOf(playerOf(token)),
    setAutowithdrawal: (token, body) => asPlayer(token, (ctx, record) => setAutowithdrawal(ctx, record, body)),
    deleteAutowithdrawal: (token) => asPlayer(token, (_, record) => deleteAutowithdrawal(record)),
    stakesAndWinnings: (token, kind) => {
      const record = playerOf(token);
      const { amount_staked, amount_won } = view((ctx) =>
        latestStakesAndWinnings(ctx.state, record, accountKindOf(kind), ctx.now),
      );
      return { amount_staked, amount_won };
    },
    latestStakesAndWinnings: (token, kind) => {
      const record = playerOf(token);
      return view((ctx) => latestStakesAndWinnings(ctx.state, record, accountKindOf(kind), ctx.now));
    },
    stakesConfirmation: (token) => {
      const record = playerOf(token);
      return view((ctx) => {
        const answer = stakesConfirmation(record, ctx.now);
        return ctx.state === noticeOffFor ? { ...answer, should_be_confirmed: false } : answer;
      });
    },
    confirmStakes: (token) => asPlayer(token, (ctx, record) => confirmStakes(record, ctx.now)),
    setStakesNotice: (enabled) => {
      if (typeof enabled !== 'boolean')
        throw new PlatformError(400, {
          global_errors: ['invalid_request'],
          attribute_errors: { enabled: ['required'] },
        });
      noticeOffFor = enabled ? null : view((ctx) => ctx.state);
      return { enabled };
    },
  };
}
