import type { AnalyticsEvent } from '../core/domain/analytics';

/** A tag manager (Google Tag Manager in the browser). The default build configures none. */
export interface TagManager {
  /**
   * Starts loading the tag manager. Called at most once, and only after consent, because
   * loading it already sets cookies (TTDSG §25).
   */
  load(): void;
  /** True once the tag manager has booted and will process pushed events. */
  ready(): boolean;
  push(event: AnalyticsEvent): void;
}
