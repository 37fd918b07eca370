import { makeAutoObservable, runInAction } from 'mobx';
import type { Player } from '../../../core/domain/player';
import { validIban } from '../../../core/domain/validation/iban';
import type { IbanCheckOutcome } from '../../../core/domain/verification-flow';
import type { AddBankDetailsUseCase } from '../../../core/use-cases/add-bank-details.use-case';
import type { ConfirmMicroDepositUseCase } from '../../../core/use-cases/confirm-micro-deposit.use-case';
import type { StartMicroDepositUseCase } from '../../../core/use-cases/start-micro-deposit.use-case';
import type { VerificationRejection } from '../../../ports/verification-gateway.port';

export type MicroDepositField = 'firstName' | 'lastName' | 'iban' | 'code';

export interface MicroDepositDeps {
  addBankDetails: AddBankDetailsUseCase;
  startMicroDeposit: StartMicroDepositUseCase;
  confirmMicroDeposit: ConfirmMicroDepositUseCase;
}

/** Wire field names of the platform's answers → the form's fields. */
const WIRE_FIELDS: Readonly<Record<string, MicroDepositField>> = {
  'account_holder.first_name': 'firstName',
  'account_holder.last_name': 'lastName',
  iban: 'iban',
  code: 'code',
};

/**
 * The micro deposit's three steps: bank details (holder and IBAN), the 0,01 € transfer, the code.
 * After each success `changed` re-reads the flow, which moves the stepper on.
 */
export class MicroDepositForm {
  firstName = '';
  lastName = '';
  iban = '';
  code = '';
  /** Rule or error kind per field (i18n: verification.fieldErrors.{field}.{rule}). */
  errors: Partial<Record<MicroDepositField, string>> = {};
  /** Error kind for the whole step (i18n: verification.errors.{kind}). */
  failure: string | null = null;
  ibanOutcome: IbanCheckOutcome | undefined = undefined;
  busy: 'bank' | 'euro' | 'code' | null = null;

  constructor(
    private readonly deps: MicroDepositDeps,
    private readonly changed: () => Promise<void>,
  ) {
    makeAutoObservable<this, 'deps' | 'changed'>(this, { deps: false, changed: false }, { autoBind: true });
  }

  /** The account must be in the player's name: start with it. */
  prefill(player: Player | null): void {
    if (!player) return;
    if (!this.firstName) this.firstName = player.personalData.firstName;
    if (!this.lastName) this.lastName = player.personalData.lastName;
  }

  set(field: MicroDepositField, value: string): void {
    this[field] = value;
    const { [field]: _, ...rest } = this.errors;
    this.errors = rest;
  }

  /** true when the account is stored; the IBAN check's outcome is in `ibanOutcome`. */
  async submitBankDetails(): Promise<boolean> {
    // A mistyped IBAN is caught here (checksum, country format) before it reaches the platform.
    const ibanCheck = validIban(this.iban);
    if (ibanCheck !== true) {
      this.errors = { ...this.errors, iban: ibanCheck.rule };
      return false;
    }
    return this.run('bank', async () => {
      const result = await this.deps.addBankDetails.execute({
        accountHolder: { firstName: this.firstName, lastName: this.lastName },
        iban: this.iban,
      });
      if (!result.ok) return this.rejected(result.error);
      runInAction(() => (this.ibanOutcome = result.value));
      await this.changed();
      return true;
    });
  }

  async requestTransfer(): Promise<boolean> {
    return this.run('euro', async () => {
      const result = await this.deps.startMicroDeposit.execute();
      if (!result.ok) return this.rejected(result.error);
      await this.changed();
      return true;
    });
  }

  async confirmCode(): Promise<boolean> {
    return this.run('code', async () => {
      const result = await this.deps.confirmMicroDeposit.execute(this.code);
      if (!result.ok) {
        const error = result.error;
        if (error.kind === 'rejected') return this.rejected(error);
        if (error.kind === 'micro_deposit_failed') {
          runInAction(() => (this.failure = error.kind));
          await this.changed();
        } else runInAction(() => (this.errors = { code: error.kind }));
        return false;
      }
      runInAction(() => (this.code = ''));
      await this.changed();
      return true;
    });
  }

  private rejected(rejection: VerificationRejection): false {
    const errors: Partial<Record<MicroDepositField, string>> = {};
    for (const [wire, rules] of Object.entries(rejection.attributeErrors)) {
      const field = WIRE_FIELDS[wire];
      if (field && rules[0]) errors[field] ??= rules[0];
    }
    runInAction(() => {
      this.errors = errors;
      this.failure = Object.keys(errors).length > 0 ? null : (rejection.globalErrors[0] ?? 'unknown');
    });
    return false;
  }

  private async run(step: 'bank' | 'euro' | 'code', action: () => Promise<boolean>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = step;
    this.failure = null;
    try {
      return await action();
    } catch {
      runInAction(() => (this.failure = 'unavailable'));
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
