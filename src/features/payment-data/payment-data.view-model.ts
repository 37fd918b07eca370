import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PaymentMethod, StoredPaymentMethod } from '../../../core/domain/player';
import { storedSepaAccount, type StoredSepaAccount } from '../../../core/domain/wallet-moves';
import type { DeletePaymentMethodUseCase } from '../../../core/use-cases/delete-payment-method.use-case';
import type { StoreCardError, StoreCardStep, StoreCardUseCase } from '../../../core/use-cases/store-card.use-case';
import type { Result } from '../../../core/shared/result';
import { CardForm } from '../basket/card-form';
import type { SessionViewModel } from '../session/session.view-model';
import { outcomeOf } from '../wallet/outcome';
import type { MicroDepositDeps } from '../verification/micro-deposit.form';
import { MicroDepositForm } from '../verification/micro-deposit.form';

interface Deps extends MicroDepositDeps {
  session: SessionViewModel;
  storeCard: StoreCardUseCase;
  deletePaymentMethod: DeletePaymentMethodUseCase;
}

type Deletable = Exclude<StoredPaymentMethod, { type: 'sepa_direct_debit' }>;

/** Where the bank's 3-D Secure page brings the player back after checking a new card. */
export const CARD_STORE_RETURN_URL = '/kundenkonto/zahlungsdaten?wallet_return=card_store';

/**
 * /kundenkonto/zahlungsdaten: the stored methods (GET /my/available_payment_methods), adding or
 * replacing the SEPA account (the verification's bank form, POST /my/sepa_accounts), storing a
 * card (with 3-D Secure) and deleting a card or PayPal account after a confirmation.
 */
export class PaymentDataViewModel {
  /** The holder and IBAN form; the same one the micro deposit uses, so the checks are the same. */
  readonly sepaForm: MicroDepositForm;
  readonly cardForm = new CardForm();
  editing: 'sepa' | 'card' | null = null;
  /** i18n key suffix of the last outcome (sepaSaved, cardStored, deleted) or failure. */
  message: { tone: 'success' | 'error'; key: string } | null = null;
  cardFailure: StoreCardError | null = null;
  storingCard = false;
  confirmDelete: Deletable | null = null;
  deleting = false;
  private resumed = false;

  constructor(private readonly deps: Deps) {
    this.sepaForm = new MicroDepositForm(deps, () => deps.session.reload());
    makeAutoObservable<this, 'deps' | 'resumed'>(
      this,
      {
        deps: false,
        resumed: false,
        sepaForm: false,
        cardForm: false,
        message: observableRef,
        cardFailure: observableRef,
        confirmDelete: observableRef,
      },
      { autoBind: true },
    );
  }

  get methods(): readonly PaymentMethod[] {
    return this.deps.session.paymentMethods;
  }

  get loading(): boolean {
    return this.deps.session.status === 'loading' && this.methods.length === 0;
  }

  get sepa(): StoredSepaAccount | null {
    return storedSepaAccount(this.methods);
  }

  /** The stored card and PayPal accounts (the ones a player may delete). */
  get deletable(): Deletable[] {
    return this.methods.flatMap((m) => (m.stored && m.stored.type !== 'sepa_direct_debit' ? [m.stored] : []));
  }

  /** The method the shop uses first (spec/1 §3 `default`). */
  isDefault(label: PaymentMethod['label']): boolean {
    return this.methods.some((m) => m.label === label && m.default);
  }

  editSepa(): void {
    this.sepaForm.prefill(this.deps.session.player);
    this.editing = 'sepa';
    this.message = null;
  }

  editCard(): void {
    this.cardForm.clear();
    this.cardFailure = null;
    this.editing = 'card';
    this.message = null;
  }

  cancelEdit(): void {
    this.editing = null;
  }

  async saveSepa(): Promise<void> {
    if (!(await this.sepaForm.submitBankDetails())) return;
    runInAction(() => {
      this.editing = null;
      this.message = { tone: 'success', key: this.sepaForm.ibanOutcome === 'invalid' ? 'sepaInvalid' : 'sepaSaved' };
    });
  }

  /** Stores the typed card; returns the bank's 3-D Secure page to go to, or null. */
  async saveCard(): Promise<string | null> {
    await this.cardForm.ready();
    this.cardForm.touchProblem();
    if (this.cardForm.problem || this.storingCard) return null;
    const result = await this.storing(() => this.deps.storeCard.execute(this.cardForm.card, CARD_STORE_RETURN_URL));
    return result?.ok && result.value.kind === 'redirect' ? result.value.url : null;
  }

  /** Back from 3-D Secure (`wallet_return=card_store`): finish the card check once. */
  async resumeCardStore(redirectResult: string | null): Promise<void> {
    if (this.resumed) return;
    this.resumed = true;
    await this.storing(() => this.deps.storeCard.resume(redirectResult));
  }

  askDelete(stored: Deletable): void {
    this.confirmDelete = stored;
    this.message = null;
  }

  cancelDelete(): void {
    this.confirmDelete = null;
  }

  async deleteConfirmed(): Promise<void> {
    const stored = this.confirmDelete;
    if (!stored || this.deleting) return;
    this.deleting = true;
    try {
      await this.deps.deletePaymentMethod.execute(stored);
      runInAction(
        () =>
          (this.message = {
            tone: 'success',
            key: stored.type === 'adyen_credit_card' ? 'cardDeleted' : 'paypalDeleted',
          }),
      );
    } catch {
      runInAction(() => (this.message = { tone: 'error', key: 'deleteFailed' }));
    } finally {
      runInAction(() => {
        this.deleting = false;
        this.confirmDelete = null;
      });
    }
    await this.deps.session.reload();
  }

  private async storing(
    action: () => Promise<Result<StoreCardStep, StoreCardError>>,
  ): Promise<Result<StoreCardStep, StoreCardError> | null> {
    this.storingCard = true;
    this.cardFailure = null;
    const outcome = await outcomeOf(action);
    if (outcome?.ok && outcome.value.kind === 'redirect') return outcome;
    runInAction(() => {
      this.storingCard = false;
      if (outcome?.ok) {
        this.editing = null;
        this.message = { tone: 'success', key: 'cardStored' };
      } else {
        this.editing = 'card';
        this.cardFailure = outcome ? outcome.error : { kind: 'payment_refused', code: 'unavailable' };
      }
    });
    await this.deps.session.reload();
    return outcome;
  }
}
