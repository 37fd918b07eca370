import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  ACCOUNT_HOLDER_MISMATCH,
  holderBelongsToPlayer,
  playerDisplayName,
  type PlayerNames,
} from '../../../core/domain/account-holder';
import type { Player } from '../../../core/domain/player';
import type { RuleFailure } from '../../../core/domain/validation/rule';
import type { IbanCheckOutcome } from '../../../core/domain/verification-flow';
import type { AddBankDetailsUseCase } from '../../../core/use-cases/add-bank-details.use-case';
import type { ConfirmMicroDepositUseCase } from '../../../core/use-cases/confirm-micro-deposit.use-case';
import type { StartMicroDepositUseCase } from '../../../core/use-cases/start-micro-deposit.use-case';
import type { VerificationRejection } from '../../../ports/verification-gateway.port';

export type MicroDepositField = 'firstName' | 'lastName' | 'iban' | 'code';
/** A field's error, or the holder's as a whole (first and last name together: not the player's). */
export type MicroDepositErrorField = MicroDepositField | 'holder';

export interface MicroDepositDeps {
  addBankDetails: AddBankDetailsUseCase;
  startMicroDeposit: StartMicroDepositUseCase;
  confirmMicroDeposit: ConfirmMicroDepositUseCase;
}

/** The platform's name of each field: its answers name them so, and so do the messages (validations.{name}.{rule}). */
export const WIRE_FIELDS: Readonly<Record<MicroDepositErrorField, string>> = {
  firstName: 'account_holder.first_name',
  lastName: 'account_holder.last_name',
  iban: 'iban',
  code: 'code',
  holder: 'account_holder',
};

// The form layer (class-validator) loads with the first check, not with every page whose
// feature module binds this form (the wallet's does, and the account overview loads it).
const loadBankDetailsRules = () => import('./bank-details.form').then((m) => m.validateBankDetails);

/**
 * The micro deposit's three steps: bank details (holder and IBAN), the 0,01 € transfer, the code.
 * After each success `changed` re-reads the flow, which moves the stepper on.
 */
export class MicroDepositForm {
  firstName = '';
  lastName = '';
  iban = '';
  code = '';
  /** Failed rule or the platform's code per field (fieldMessage under the field's WIRE_FIELDS name). */
  errors: Partial<Record<MicroDepositErrorField, RuleFailure>> = {};
  /** Error kind for the whole step (i18n: verification.errors.{kind}). */
  failure: string | null = null;
  ibanOutcome: IbanCheckOutcome | undefined = undefined;
  busy: 'bank' | 'euro' | 'code' | null = null;
  /** Whose account it must be (GlüStV): the logged-in player's names, known once prefilled. */
  private owner: PlayerNames | null = null;

  constructor(
    private readonly deps: MicroDepositDeps,
    private readonly changed: () => Promise<void>,
  ) {
    makeAutoObservable<this, 'deps' | 'changed' | 'owner'>(
      this,
      { deps: false, changed: false, errors: observableRef, owner: observableRef },
      { autoBind: true },
    );
  }

  /** The account must be in the player's name: start with it. */
  prefill(player: Player | null): void {
    if (!player) return;
    this.owner = player.personalData;
    if (!this.firstName) this.firstName = player.personalData.firstName;
    if (!this.lastName) this.lastName = player.personalData.lastName;
  }

  set(field: MicroDepositField, value: string): void {
    this[field] = value;
    const { [field]: _, ...rest } = this.errors;
    // A changed name may be the player's again: the holder is checked anew on leaving the field.
    if (field === 'firstName' || field === 'lastName') delete rest.holder;
    this.errors = rest;
  }

  /**
   * On leaving a name field: the holder must be the player (the core's rule, as the platform
   * applies it). Only a hint ahead of time; saving still asks the platform, which decides.
   */
  checkHolder(): void {
    const { owner } = this;
    if (!owner || !this.firstName.trim() || !this.lastName.trim()) return;
    const mine = holderBelongsToPlayer({ firstName: this.firstName, lastName: this.lastName }, owner);
    const { holder: _, ...rest } = this.errors;
    this.errors = mine ? rest : { ...rest, holder: this.holderFailure(ACCOUNT_HOLDER_MISMATCH) };
  }

  /** The holder's failure, naming the player when known ("… übereinstimmen (Max Mustermann)"). */
  private holderFailure(rule: string): RuleFailure {
    return this.owner ? { rule, variant: 'named', params: { name: playerDisplayName(this.owner) } } : { rule };
  }

  /** true when the account is stored; the IBAN check's outcome is in `ibanOutcome`. */
  async submitBankDetails(): Promise<boolean> {
    return this.run('bank', async () => {
      const { iban } = (await loadBankDetailsRules())({ iban: this.iban });
      if (iban) {
        runInAction(() => (this.errors = { ...this.errors, iban }));
        return false;
      }
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
        } else runInAction(() => (this.errors = { code: { rule: error.kind } }));
        return false;
      }
      runInAction(() => (this.code = ''));
      await this.changed();
      return true;
    });
  }

  private rejected(rejection: VerificationRejection): false {
    const errors: Partial<Record<MicroDepositErrorField, RuleFailure>> = {};
    for (const [field, wire] of Object.entries(WIRE_FIELDS) as [MicroDepositErrorField, string][]) {
      const [code] = rejection.attributeErrors[wire] ?? [];
      if (code) errors[field] = field === 'holder' ? this.holderFailure(code) : { rule: code };
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
