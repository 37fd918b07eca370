import type { ArchiveProgress } from '../../../core/use-cases/load-archive-draws.use-case';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PastWinnings } from '../../../core/domain/winning-check';
import type { CheckedField, TipRules } from '../../../core/domain/winning-check-tip';
import type {
  CheckPastWinningsError,
  CheckPastWinningsUseCase,
} from '../../../core/use-cases/check-past-winnings.use-case';

/** What the route's loader found: the lottery's tip rules (public, the same for every visitor). */
export type WinningCheckData = { readonly kind: 'ready'; readonly rules: TipRules } | { readonly kind: 'error' };

/** The query a page may be opened with to fill the tip (Meine Zahlen, a receipt): `tipp=1,2,3,4,5,6` (repeatable; Eurojackpot `tipp=1,2,3,4,5:3,9`), `superzahl=7`, `losnummer=1234567`. */
export interface TipQuery {
  readonly tips: readonly string[];
  readonly superNumber: string | null;
  readonly ticketNumber: string | null;
}

const emptyField = (): CheckedField => ({ main: [], extra: [] });

const numbersOf = (text: string | undefined): number[] =>
  (text ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => /^\d{1,2}$/.test(n))
    .map(Number);

/**
 * The Gewinnabfrage of one lottery: the player's fields (as on the ticket), the Superzahl and an
 * optional ticket number; "Prüfen" loads the archive with its progress and shows what the tip
 * would have won. Expected refusals come back as error kinds; a failed load offers a retry.
 */
export class WinningCheckViewModel {
  status: 'ready' | 'error' = 'error';
  rules: TipRules | null = null;
  fields: readonly CheckedField[] = [emptyField()];
  superNumber: number | null = null;
  ticketNumber = '';
  phase: 'idle' | 'loading' | 'done' | 'failed' = 'idle';
  progress: ArchiveProgress | null = null;
  result: PastWinnings | null = null;
  error: CheckPastWinningsError | null = null;
  /** Each check counts; an answer to an older one is dropped. */
  private run = 0;

  constructor(private readonly check: CheckPastWinningsUseCase) {
    makeAutoObservable<this, 'check' | 'run'>(
      this,
      {
        check: false,
        run: false,
        rules: observableRef,
        fields: observableRef,
        progress: observableRef,
        result: observableRef,
        error: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Takes the loader's rules; a query may fill the tip. */
  accept(data: WinningCheckData, query: TipQuery | null = null): void {
    if (data.kind !== 'ready') {
      this.status = 'error';
      return;
    }
    const changed = this.rules?.lottery !== data.rules.lottery;
    this.rules = data.rules;
    this.status = 'ready';
    if (!changed) return;
    this.reset();
    if (query) this.fill(query, data.rules);
  }

  private reset(): void {
    this.fields = [emptyField()];
    this.superNumber = null;
    this.ticketNumber = '';
    this.phase = 'idle';
    this.progress = null;
    this.result = null;
    this.error = null;
    this.run += 1;
  }

  private fill(query: TipQuery, rules: TipRules): void {
    const fields = query.tips.slice(0, rules.maxFields).map((tip) => {
      const [main, extra] = tip.split(':');
      return {
        main: [...new Set(numbersOf(main))].filter((n) => n <= rules.mainPool).slice(0, rules.mainTips),
        extra: [...new Set(numbersOf(extra))].filter((n) => n <= rules.extraPool).slice(0, rules.extraTips),
      };
    });
    if (fields.length > 0) this.fields = fields;
    if (rules.superNumber && query.superNumber !== null && /^\d$/.test(query.superNumber))
      this.superNumber = Number(query.superNumber);
    if (rules.ticketNumberLength !== null && query.ticketNumber) this.setTicketNumber(query.ticketNumber);
  }

  /** Crosses or uncrosses a number; a full field takes no more (the grid locks the rest). */
  toggle(index: number, pool: 'main' | 'extra', n: number): void {
    const rules = this.rules;
    const field = this.fields[index];
    if (!rules || !field) return;
    const numbers = field[pool];
    const max = pool === 'main' ? rules.mainTips : rules.extraTips;
    let next: number[];
    if (numbers.includes(n)) next = numbers.filter((x) => x !== n);
    else if (numbers.length < max) next = [...numbers, n].sort((a, b) => a - b);
    else return;
    this.fields = this.fields.map((f, i) => (i === index ? { ...f, [pool]: next } : f));
    this.error = null;
  }

  addField(): void {
    if (this.rules && this.fields.length < this.rules.maxFields) this.fields = [...this.fields, emptyField()];
  }

  removeField(index: number): void {
    if (this.fields.length > 1) this.fields = this.fields.filter((_, i) => i !== index);
    this.error = null;
  }

  clearField(index: number): void {
    this.fields = this.fields.map((f, i) => (i === index ? emptyField() : f));
    this.error = null;
  }

  /** The Superzahl: choosing the chosen one again takes it back. */
  setSuperNumber(digit: number): void {
    this.superNumber = this.superNumber === digit ? null : digit;
    this.error = null;
  }

  /** Digits only; a complete ticket number brings its Superzahl along (its last digit). */
  setTicketNumber(value: string): void {
    const length = this.rules?.ticketNumberLength ?? 0;
    this.ticketNumber = value.replace(/\D/g, '').slice(0, length);
    if (this.rules?.superNumber && this.ticketNumber.length === length && length > 0)
      this.superNumber = Number(this.ticketNumber.slice(-1));
    this.error = null;
  }

  /** "Prüfen": checks the tip, loads the archive (progress as it goes) and evaluates it. */
  async submit(): Promise<void> {
    const rules = this.rules;
    if (!rules || this.phase === 'loading') return;
    const run = ++this.run;
    this.error = null;
    this.result = null;
    this.progress = null;
    this.phase = 'loading';
    const tip = { fields: this.fields, superNumber: this.superNumber, ticketNumber: this.ticketNumber || null };
    try {
      const answer = await this.check.execute({
        rules,
        tip,
        onProgress: (progress) => run === this.run && this.setProgress(progress),
      });
      if (run !== this.run) return;
      runInAction(() => {
        if (answer.ok) this.result = answer.value;
        else this.error = answer.error;
        this.phase = answer.ok ? 'done' : 'idle';
      });
    } catch {
      if (run === this.run) runInAction(() => (this.phase = 'failed'));
    }
  }

  private setProgress(progress: ArchiveProgress): void {
    this.progress = progress;
  }

  /** Share of the archive loaded, 0–100. */
  get percent(): number {
    const progress = this.progress;
    if (!progress || progress.total === 0) return 0;
    return Math.round((progress.loaded / progress.total) * 100);
  }

  /** The field a refusal names (counted from 1), to mark it. */
  get errorField(): number | null {
    const error = this.error;
    return error && 'field' in error ? error.field : null;
  }
}
