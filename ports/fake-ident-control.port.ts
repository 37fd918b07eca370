import type { IdentityCheckResult } from '../core/domain/verification';

/** Decisions a developer can give a fake ident case ("not started" and "in progress" are no decisions). */
export type FakeIdentOutcome = Exclude<IdentityCheckResult, 'not_started' | 'in_progress'>;

/** The fake ident provider's page (fake modes only): decides how a selfie ident case ends. */
export interface FakeIdentControl {
  decideIdent(caseId: string, outcome: FakeIdentOutcome): Promise<void>;
}
