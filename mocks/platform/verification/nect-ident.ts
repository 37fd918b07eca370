import { FAKE_PAGE_PATHS } from '../third-party-pages';
import type { NectIdentStartResponseDto } from '../../../adapters/http/wire/player.dto';
import type { PlatformContext } from '../context';
import { rejected } from '../errors';
import { PlatformError } from '../platform-api';
import { secretUuid } from '../secrets';
import { hasControlCharacters, isSameOriginPath } from '../text-rules';
import type { PlayerRecord } from '../state';
import { markFullyVerified } from './verification-level';
import type { IdentCaseDto } from './verification-dto';
import { IDENT_OUTCOMES, type IdentCaseRecord, type IdentOutcome } from './verification-state';
import { markChanged } from '../state-journal';

const invalid = (key: string, code = 'invalid') =>
  new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { [key]: [code] } });
const field = (input: unknown, key: string): unknown =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;

/** Same-origin paths only, so the fake page can never become an open redirect. */
function redirectUrlOf(value: unknown): string {
  if (value === undefined || value === null || value === '') throw invalid('redirect_url', 'required');
  if (!isSameOriginPath(value)) throw invalid('redirect_url');
  return value;
}

/**
 * POST /my/nect_robo_ident_case/start: opens a case (an older open one is superseded) and sends
 * the player to the fake ident page. mock_type is kept for that page as a suggested outcome.
 */
export function startNectIdent(ctx: PlatformContext, record: PlayerRecord, input: unknown): NectIdentStartResponseDto {
  const redirectUrl = redirectUrlOf(field(input, 'redirect_url'));
  const mockType = field(input, 'mock_type') ?? null;
  if (mockType !== null && (typeof mockType !== 'string' || mockType.length > 50 || hasControlCharacters(mockType)))
    throw invalid('mock_type');
  const { player } = record;
  if (player.locks.fraud_locked || player.locks.verification_locked) throw rejected('player_locked');
  if (player.verification_status === 'fully_verified') throw rejected('already_verified');
  const identCase: IdentCaseRecord = {
    id: secretUuid(),
    player_id: player.id,
    status: 'in_progress',
    redirect_url: redirectUrl,
    mock_type: mockType,
    created_at: ctx.now.toString(),
    decided_at: null,
  };
  ctx.state.ident_cases.push(identCase);
  player.nect_robo_ident_status = 'in_progress';
  const query = new URLSearchParams({ case_id: identCase.id, redirect_url: redirectUrl });
  return { url: `${FAKE_PAGE_PATHS.ident}?${query.toString()}` };
}

function caseOf(ctx: PlatformContext, caseId: unknown): { identCase: IdentCaseRecord; record: PlayerRecord } {
  if (typeof caseId !== 'string' || caseId === '') throw invalid('case_id', 'required');
  const identCase = ctx.state.ident_cases.find((c) => c.id === caseId);
  const record = identCase && ctx.state.players.find((p) => p.player.id === identCase.player_id);
  if (!identCase || !record) throw new PlatformError(404, { code: 'not_found' });
  return { identCase, record };
}

function caseDto(identCase: IdentCaseRecord, record: PlayerRecord): IdentCaseDto {
  const { email, personal_data: data } = record.player;
  const { id, status, redirect_url: redirectUrl, mock_type: mockType } = identCase;
  return {
    case_id: id,
    status,
    redirect_url: redirectUrl,
    mock_type: mockType,
    email,
    first_name: data.first_name,
    last_name: data.last_name,
  };
}

export const identCase = (ctx: PlatformContext, caseId: string): IdentCaseDto => {
  const found = caseOf(ctx, caseId);
  return caseDto(found.identCase, found.record);
};

function applyOutcome(record: PlayerRecord, outcome: IdentOutcome): void {
  const { player } = record;
  player.nect_robo_ident_status = outcome;
  if (outcome === 'identified') markFullyVerified(player);
  if (outcome === 'fraud') player.locks.fraud_locked = true;
  // Under 18 after all: no play at all until someone looks at it (GlüStV).
  if (outcome === 'too_young') player.locks.verification_locked = true;
}

/**
 * POST /__fake/ident {case_id, outcome}: the fake page's decision. Final except from
 * in_manual_check; the same decision again answers the same, another one 409. Only the
 * player's newest case can be decided.
 */
export function decideIdent(ctx: PlatformContext, input: unknown): IdentCaseDto {
  const outcome = field(input, 'outcome');
  if (typeof outcome !== 'string' || !(IDENT_OUTCOMES as readonly string[]).includes(outcome)) throw invalid('outcome');
  const { identCase: decided, record } = caseOf(ctx, field(input, 'case_id'));
  const newest = ctx.state.ident_cases.filter((c) => c.player_id === record.player.id).at(-1);
  if (newest !== decided) throw new PlatformError(409, { global_errors: ['case_superseded'] });
  if (decided.status === outcome) return caseDto(decided, record);
  if (decided.status !== 'in_progress' && decided.status !== 'in_manual_check')
    throw new PlatformError(409, { global_errors: ['case_closed'] });
  decided.status = outcome as IdentOutcome;
  decided.decided_at = ctx.now.toString();
  markChanged(ctx.state, 'ident_cases', decided);
  applyOutcome(record, decided.status);
  return caseDto(decided, record);
}
