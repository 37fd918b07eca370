import type { AnalyticsEvent } from '../../core/domain/analytics';
import type { TagManager } from '../../ports/tag-manager.port';

/** A tag manager tests switch to ready by hand; it records loads and pushed events. */
export class MemoryTagManager implements TagManager {
  readonly pushed: AnalyticsEvent[] = [];
  loads = 0;
  readyChecks = 0;

  constructor(public isReady = false) {}

  load(): void {
    this.loads += 1;
  }
  ready(): boolean {
    this.readyChecks += 1;
    return this.isReady;
  }
  push(event: AnalyticsEvent): void {
    this.pushed.push(event);
  }
}
