import { asPlayerOf, type PlatformRuntime } from '../context';
import { PlatformError, type FakePlatformApi } from '../platform-api';
import { findPlayerByEmail } from '../players';
import { checkMovement, invalidRequest } from '../psp/psp-requests';
import { accountOf } from '../wallet';
import { bookLotteryWinning, bookWithdrawal } from './bookings';

type WalletMovesApi = Pick<FakePlatformApi, 'withdraw' | 'creditTestWinning'>;

/** Winnings from the dev control are capped so a typo cannot make a demo player a millionaire. */
const MAX_TEST_WINNING_CENTS = 10_000_000;

/** POST /my/withdrawal and the developer control that books a winning (so payouts can be tried). */
export function walletMovesApi(runtime: PlatformRuntime): WalletMovesApi {
  const asPlayer = asPlayerOf(runtime);
  return {
    withdraw: (token, body) =>
      asPlayer(token, (ctx, record) => {
        const movement = checkMovement(body);
        bookWithdrawal(ctx, record, {
          transactionId: movement.transactionId,
          amountCents: movement.amountCents,
          kind: movement.kind,
        });
      }),
    creditTestWinning: (body) =>
      runtime.mutate((ctx) => {
        const email = typeof body?.email === 'string' ? body.email : '';
        const cents = body?.amount_cents;
        if (!Number.isSafeInteger(cents) || (cents as number) <= 0 || (cents as number) > MAX_TEST_WINNING_CENTS)
          throw invalidRequest({ amount_cents: ['invalid'] });
        const record = findPlayerByEmail(ctx.state.players, email);
        if (!record) throw new PlatformError(404, { code: 'not_found' });
        const id = ctx.random.uuid();
        bookLotteryWinning(ctx, record, {
          winningId: id,
          receiptNumber: `TEST-${id.slice(0, 8)}`,
          productIdentifier: 'lotto6aus49_regular',
          drawId: `test-${id}`,
          drawingTime: ctx.now.toString(),
          amountCents: cents as number,
        });
        const account = accountOf(ctx.state, record.player.id, 'common');
        return {
          email: record.player.email,
          payoutable_cents: account.payoutable,
          not_payoutable_cents: account.not_payoutable,
        };
      }),
  };
}
