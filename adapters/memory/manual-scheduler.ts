import type { Cancel, Scheduler } from '../../ports/scheduler.port';

interface Task {
  id: number;
  due: number;
  every: number | null;
  run: () => void;
}

/** A scheduler tests move by hand: `advance(ms)` runs everything that falls due, in order. */
export class ManualScheduler implements Scheduler {
  private now = 0;
  private nextId = 1;
  private tasks: Task[] = [];

  after(ms: number, run: () => void): Cancel {
    return this.add(ms, null, run);
  }
  every(ms: number, run: () => void): Cancel {
    return this.add(ms, ms, run);
  }
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.after(ms, resolve));
  }

  /** Moves time forward, running due tasks (and letting promises settle between them). */
  async advance(ms: number): Promise<void> {
    const target = this.now + ms;
    for (;;) {
      const next = this.tasks.filter((t) => t.due <= target).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!next) break;
      this.now = next.due;
      if (next.every === null) this.tasks = this.tasks.filter((t) => t !== next);
      else next.due += next.every;
      next.run();
      for (let i = 0; i < 10; i++) await Promise.resolve();
    }
    this.now = target;
  }

  get pending(): number {
    return this.tasks.length;
  }

  private add(ms: number, every: number | null, run: () => void): Cancel {
    const task = { id: this.nextId++, due: this.now + Math.max(0, ms), every, run };
    this.tasks.push(task);
    return () => {
      this.tasks = this.tasks.filter((t) => t !== task);
    };
  }
}
