import type { Cancel, Scheduler } from '../../ports/scheduler.port';

/** The platform's timers (browser or Node). */
export class TimerScheduler implements Scheduler {
  after(ms: number, task: () => void): Cancel {
    const id = globalThis.setTimeout(task, ms);
    return () => globalThis.clearTimeout(id);
  }
  every(ms: number, task: () => void): Cancel {
    const id = globalThis.setInterval(task, ms);
    return () => globalThis.clearInterval(id);
  }
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => globalThis.setTimeout(resolve, ms));
  }
}
