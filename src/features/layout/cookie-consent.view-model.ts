import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { CONSENT_CATEGORIES, type ConsentCategory } from '../../../core/domain/consent';
import { DEFAULT_REQUIRED } from '../../../core/domain/consent-choice';
import type { CookieCategory } from '../../../core/domain/content';
import type { DecideCookieConsentUseCase } from '../../../core/use-cases/decide-cookie-consent.use-case';
import type { ContentGateway } from '../../../ports/content-gateway.port';
import type { ErrorReporter } from '../../../ports/error-reporter.port';

/**
 * The cookie banner (spec/1 §3 COOKIE_CONSENT; categories functional, optimization, marketing).
 * Shown until a decision is stored, reopened from the footer. The categories' texts and cookie
 * lists come from the content service when the settings open; without them the view shows its own
 * short texts and functional stays required.
 */
export class CookieConsentViewModel {
  /**
   * Shown until load() has read a stored decision: the server renders every page as a first visit,
   * with the banner (a returning visitor's browser hides it before the first paint, src/app/root.tsx).
   */
  visible = true;
  settingsOpen = false;
  /** null: not loaded (or the content service failed); the view falls back to its own texts. */
  categories: readonly CookieCategory[] | null = null;
  chosen: readonly ConsentCategory[] = DEFAULT_REQUIRED;
  private categoriesRequested = false;

  constructor(
    private readonly decide: DecideCookieConsentUseCase,
    private readonly content: Pick<ContentGateway, 'cookieConsent'>,
    private readonly reporter: ErrorReporter,
  ) {
    makeAutoObservable<this, 'decide' | 'content' | 'reporter' | 'categoriesRequested'>(
      this,
      {
        decide: false,
        content: false,
        reporter: false,
        categoriesRequested: false,
        categories: observableRef,
        chosen: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Once at start: the banner shows only while no decision is stored. */
  load(): void {
    const current = this.decide.current();
    this.visible = current === null;
    this.chosen = current?.categories ?? this.required;
  }

  get required(): readonly ConsentCategory[] {
    return this.categories ? this.categories.filter((c) => c.required).map((c) => c.id) : DEFAULT_REQUIRED;
  }

  isRequired(category: ConsentCategory): boolean {
    return this.required.includes(category);
  }

  isChosen(category: ConsentCategory): boolean {
    return this.isRequired(category) || this.chosen.includes(category);
  }

  /** "Cookie-Einstellungen" in the footer: the banner with the settings open and the stored choice. */
  reopen(): void {
    this.chosen = this.decide.current()?.categories ?? this.required;
    this.visible = true;
    this.openSettings();
  }

  openSettings(): void {
    this.settingsOpen = true;
    void this.loadCategories();
  }

  toggle(category: ConsentCategory): void {
    if (this.isRequired(category)) return;
    this.chosen = this.chosen.includes(category)
      ? this.chosen.filter((c) => c !== category)
      : CONSENT_CATEGORIES.filter((c) => c === category || this.chosen.includes(c));
  }

  acceptAll(): void {
    this.finish(this.decide.execute({ kind: 'all' }, this.required).categories);
  }

  necessaryOnly(): void {
    this.finish(this.decide.execute({ kind: 'necessary' }, this.required).categories);
  }

  saveSettings(): void {
    this.finish(this.decide.execute({ kind: 'custom', categories: this.chosen }, this.required).categories);
  }

  private finish(categories: readonly ConsentCategory[]): void {
    this.chosen = categories;
    this.visible = false;
    this.settingsOpen = false;
  }

  private async loadCategories(): Promise<void> {
    if (this.categoriesRequested) return;
    this.categoriesRequested = true;
    try {
      const consent = await this.content.cookieConsent();
      runInAction(() => (this.categories = consent.categories.length > 0 ? consent.categories : null));
    } catch (error) {
      this.categoriesRequested = false; // a later opening tries again
      this.reporter.report({
        source: 'content',
        message: 'Cookie categories could not be loaded',
        context: { error: String(error) },
      });
    }
  }
}
