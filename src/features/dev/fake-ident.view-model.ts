import { makeAutoObservable, runInAction } from 'mobx';
import type { FakeIdentControl, FakeIdentOutcome } from '../../../ports/fake-ident-control.port';

/** Outcomes offered as buttons, the happy one first. */
export const FAKE_IDENT_OUTCOMES: readonly FakeIdentOutcome[] = [
  'identified',
  'in_manual_check',
  'failed_to_identify',
  'too_young',
  'fraud',
];

/** The fake ident provider's page (fake modes only): the developer decides how the case ends. */
export class FakeIdentViewModel {
  busy = false;
  failed = false;

  constructor(private readonly control: FakeIdentControl) {
    makeAutoObservable<this, 'control'>(this, { control: false }, { autoBind: true });
  }

  /** true once the platform knows the outcome; the page then goes back to the shop. */
  async decide(caseId: string, outcome: FakeIdentOutcome): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.failed = false;
    try {
      await this.control.decideIdent(caseId, outcome);
      return true;
    } catch {
      runInAction(() => (this.failed = true));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
