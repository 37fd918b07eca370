import { asPlayerOf, type PlatformRuntime } from '../context';
import type { FakePlatformApi } from '../platform-api';
import { bankStatement } from './bank-statement';
import { confirmMicroDeposit, startMicroDeposit } from './micro-deposit';
import { decideIdent, identCase, startNectIdent } from './nect-ident';

type VerificationApi = Pick<
  FakePlatformApi,
  'startMicroDeposit' | 'confirmMicroDeposit' | 'startNectIdent' | 'bankStatement' | 'identCase' | 'decideIdent'
>;

/** Micro deposit and Nect ident (spec/1 §4), plus the controls a developer uses to play bank and ident provider. */
export function verificationApi(runtime: PlatformRuntime): VerificationApi {
  const asPlayer = asPlayerOf(runtime);
  return {
    startMicroDeposit: (token) => asPlayer(token, (ctx, record) => startMicroDeposit(ctx, record)),
    confirmMicroDeposit: (token, body) => asPlayer(token, (ctx, record) => confirmMicroDeposit(ctx, record, body)),
    startNectIdent: (token, body) => asPlayer(token, (ctx, record) => startNectIdent(ctx, record, body)),
    bankStatement: (address) => runtime.view((ctx) => bankStatement(ctx.state, address)),
    identCase: (caseId) => runtime.view((ctx) => identCase(ctx, caseId)),
    decideIdent: (body) => runtime.mutate((ctx) => decideIdent(ctx, body)),
  };
}
