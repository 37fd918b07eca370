import { VERSION_POLL_MS } from '../domain/update';
import type { Connectivity } from '../../ports/connectivity.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { Cancel, Scheduler } from '../../ports/scheduler.port';
import type { VersionGateway } from '../../ports/version-gateway.port';

/**
 * Polls the deployed version and flags an update once it differs from the running build
 * (spec/1 §4 "Update"). The reload itself happens on the next navigation, in the app layer,
 * because only the router knows whether the target route has parameters.
 */
export class WatchForUpdatesUseCase {
  private cancelPolling: Cancel | null = null;
  private checking = false;
  private available = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly runningVersion: string,
    private readonly versions: VersionGateway,
    private readonly scheduler: Scheduler,
    private readonly connectivity: Connectivity,
    private readonly reporter: ErrorReporter,
  ) {}

  get updateAvailable(): boolean {
    return this.available;
  }

  /** Starts polling; a second start, or a start after an update was found, does nothing. */
  start(): void {
    if (this.cancelPolling || this.available) return;
    // The first check waits one interval: the running build was just fetched.
    this.cancelPolling = this.scheduler.every(VERSION_POLL_MS, () => void this.check());
  }

  stop(): void {
    this.cancelPolling?.();
    this.cancelPolling = null;
  }

  /** Called once when an update is found; returns the unsubscribe function. */
  onUpdate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async check(): Promise<void> {
    // A slow answer must not overlap the next tick and report twice.
    if (this.checking || this.available) return;
    this.checking = true;
    try {
      const deployed = await this.versions.current();
      if (deployed !== this.runningVersion && this.cancelPolling) this.markAvailable();
    } catch (error) {
      // Offline failures are the expected case on a train; only real faults are worth a report.
      if (this.connectivity.online()) {
        this.reporter.report({
          source: 'update',
          message: 'Update check failed',
          context: { error: error instanceof Error ? error.message : String(error) },
        });
      }
    } finally {
      this.checking = false;
    }
  }

  private markAvailable(): void {
    this.available = true;
    this.stop();
    for (const listener of [...this.listeners]) listener();
  }
}
