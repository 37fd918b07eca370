import {
  ANALYTICS_MAX_ATTEMPTS,
  ANALYTICS_POLL_MS,
  shouldTrackPageView,
  type AnalyticsEvent,
} from '../domain/analytics';
import { allowsAnalytics } from '../domain/consent';
import type { ConsentStore } from '../../ports/consent-store.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { Cancel, Scheduler } from '../../ports/scheduler.port';
import type { TagManager } from '../../ports/tag-manager.port';

/**
 * Sends analytics events to the tag manager, holding them until it has booted (spec/1 §4).
 * Without consent nothing is loaded, queued or sent. With no tag manager configured (`null`,
 * the default build) every call is a no-op: a stand-in that is never ready would only poll
 * and report in vain.
 */
export class TrackAnalyticsUseCase {
  private queue: AnalyticsEvent[] = [];
  private cancelPolling: Cancel | null = null;
  private attempts = 0;
  private loaded = false;
  /** After one drop the tag manager counts as blocked (ad blocker, network): no more queues or reports. */
  private gaveUp = false;
  private disposed = false;

  constructor(
    private readonly tagManager: TagManager | null,
    private readonly consent: ConsentStore,
    private readonly scheduler: Scheduler,
    private readonly reporter: ErrorReporter,
  ) {}

  track(event: AnalyticsEvent): void {
    const tagManager = this.tagManager;
    if (!tagManager || this.disposed || !allowsAnalytics(this.consent.read())) return;
    if (event.name === 'page_view' && !shouldTrackPageView(event.path)) return;
    if (!this.loaded) {
      this.loaded = true;
      tagManager.load();
    }
    if (this.queue.length === 0 && tagManager.ready()) return tagManager.push(event);
    if (this.gaveUp) return;
    this.queue.push(event);
    this.cancelPolling ??= this.scheduler.every(ANALYTICS_POLL_MS, () => this.poll(tagManager));
  }

  /** Stops polling and forgets queued events (app teardown, tests). */
  dispose(): void {
    this.disposed = true;
    this.stopPolling();
    this.queue = [];
  }

  private poll(tagManager: TagManager): void {
    if (tagManager.ready()) return this.flush(tagManager);
    this.attempts += 1;
    if (this.attempts < ANALYTICS_MAX_ATTEMPTS) return;
    const dropped = this.queue.length;
    this.queue = [];
    this.gaveUp = true;
    this.stopPolling();
    this.reporter.report({
      source: 'analytics',
      message: 'Tag manager not ready; analytics events dropped',
      context: { dropped, attempts: ANALYTICS_MAX_ATTEMPTS },
    });
  }

  private flush(tagManager: TagManager): void {
    const events = this.queue;
    this.queue = [];
    this.stopPolling();
    // Consent may have been withdrawn while the events waited.
    if (!allowsAnalytics(this.consent.read())) return;
    for (const event of events) tagManager.push(event);
  }

  private stopPolling(): void {
    this.cancelPolling?.();
    this.cancelPolling = null;
    this.attempts = 0;
  }
}
