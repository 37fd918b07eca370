import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CardInput } from '../../../core/domain/payment';
import { lazyRules } from '../../forms/lazy-rules';
import type { CardField, CardProblem } from './card.form';

export type { CardField, CardProblem };

const EMPTY_CARD: CardInput = { holder: '', number: '', expiryMonth: '', expiryYear: '', securityCode: '' };

type CheckCard = (card: CardInput) => CardProblem | null;

/**
 * The card's rules are class-validator forms (card.form.ts, the one validation path), and that
 * layer is heavy: it loads with the card fields, not with the home page (the basket lives in the shell).
 */
const rules = lazyRules<CheckCard>(() => import('./card.form').then((m) => m.cardProblem));

/** Until the rules are there, the card cannot be sent, and no field shows a problem. */
const CHECKING: CardProblem = Object.freeze({ field: 'holder', rule: 'checking' });

/** The new-card fields (checkout, deposits, payment data): checked field by field before anything is sent. */
export class CardForm {
  card: CardInput = EMPTY_CARD;
  /** Fields the player has left (or tried to pay with): only their problems are shown. */
  touched: ReadonlySet<CardField> = new Set();
  private check: CheckCard | null = rules.loaded();

  constructor() {
    makeAutoObservable<this, 'check'>(
      this,
      { card: observableRef, touched: observableRef, check: observableRef },
      { autoBind: true },
    );
  }

  /** Loads the rules (the card fields call it when they appear); resolves once the card can be checked. */
  async ready(): Promise<void> {
    if (this.check) return;
    const check = await rules.load();
    runInAction(() => (this.check = check));
  }

  set(field: CardField, value: string): void {
    this.card = { ...this.card, [field]: value };
    void this.ready().catch(() => undefined);
  }

  touch(field: CardField): void {
    this.touched = new Set([...this.touched, field]);
    void this.ready().catch(() => undefined);
  }

  /** Trying to pay shows the first problem, even in a field not yet left. */
  touchProblem(): void {
    if (this.problem) this.touch(this.problem.field);
  }

  clear(): void {
    this.card = EMPTY_CARD;
    this.touched = new Set();
  }

  /** First problem, or null when the card can be sent (never before its rules are loaded). */
  get problem(): CardProblem | null {
    return this.check ? this.check(this.card) : CHECKING;
  }

  get visibleProblem(): CardProblem | null {
    const problem = this.problem;
    return problem && problem !== CHECKING && this.touched.has(problem.field) ? problem : null;
  }
}
