import { makeAutoObservable } from 'mobx';
import * as edit from '../../../core/domain/ticket-edit';
import { equals, money } from '../../../core/domain/money';
import { isPaymentMethodLabel, subscriptionFor, subscriptionPaymentLabel } from '../../../core/domain/subscription';
import type { ProductDefinition } from '../../../core/domain/lottery';
import type { TicketConfig } from '../../../core/domain/ticket';
import type { RollTicketNumberUseCase } from '../../../core/use-cases/roll-ticket-number.use-case';
import type { SessionViewModel } from '../session/session.view-model';

export type TicketChange = (step: (config: TicketConfig, definition: ProductDefinition) => TicketConfig) => void;

/**
 * Everything on a ticket besides its fields: Losnummern (several Lose on a GlücksSpirale
 * ticket), draw days, duration, KENO stake and Dauerschein. Changes go through the ticket's own
 * `change`, so there is one config and one place that clears the last error.
 */
export class TicketOptionsViewModel {
  constructor(
    private readonly change: TicketChange,
    private readonly deps: { rollTicketNumber: RollTicketNumberUseCase; session: SessionViewModel },
  ) {
    makeAutoObservable<this, 'change' | 'deps'>(this, { change: false, deps: false }, { autoBind: true });
  }

  setTicketNumber(value: string, index = 0): void {
    this.change((c, d) => edit.typeTicketNumber(c, d, index, value));
  }

  rollTicketNumber(index = 0): void {
    this.change((config, definition) => this.deps.rollTicketNumber.execute({ config, definition, index }));
  }

  /** GlücksSpirale: one more Los with a fresh random number. */
  addLos(): void {
    this.change((config, definition) =>
      this.deps.rollTicketNumber.execute({ config, definition, index: config.ticketNumbers.length }),
    );
  }

  removeLos(index: number): void {
    this.change((c) => edit.removeTicketNumber(c, index));
  }

  setDrawEvents(events: readonly string[]): void {
    this.change((c) => ({ ...c, drawEvents: events }));
  }

  setRepetitionQuantity(quantity: number): void {
    this.change((c) => ({ ...c, repetitionQuantity: quantity }));
  }

  /** KENO: the stake per field, one of the product's field stakes. */
  setFieldStake(cents: number): void {
    this.change((c, d) => ({
      ...c,
      fieldStake: d.fieldStakes.find((s) => equals(s, money(cents, s.currency))) ?? c.fieldStake,
    }));
  }

  /** Dauerschein on or off; it renews with the player's default payment method (or SEPA). */
  setSubscription(on: boolean): void {
    const label = subscriptionPaymentLabel(this.deps.session.paymentMethods);
    this.change((c, d) => ({ ...c, subscription: on ? subscriptionFor(d, label) : null }));
  }

  setSubscriptionPaymentLabel(label: string): void {
    if (!isPaymentMethodLabel(label)) return;
    this.change((c) => (c.subscription ? { ...c, subscription: { ...c.subscription, paymentMethodLabel: label } } : c));
  }
}
