import type { Cancel, Scheduler } from '../../ports/scheduler.port';
import type { ManualClock } from './manual-clock';

interface Task {
  id: number;
  due: number;
  every: number | null;
  run: () => void;
}

/** Lets promise chains started by a task run to their next wait (a macrotask turn). */
const settle = () => new Promise<void>((resolve) => globalThis.setTimeout(resolve, 0));

/** A scheduler tests move by hand: `advance(ms)` runs everything that falls due, in order. */
export class ManualScheduler implements Scheduler {
  private now = 0;
  private nextId = 1;
  private tasks: Task[] = [];

  /** With a clock, advancing the scheduler moves the clock the same way. */
  constructor(private readonly clock: ManualClock | null = null) {}

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
      await settle(); // work already under way may still schedule something that falls due
      const next = this.tasks.filter((t) => t.due <= target).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!next) break;
      this.clock?.advance(next.due - this.now);
      this.now = next.due;
      if (next.every === null) this.tasks = this.tasks.filter((t) => t !== next);
      else next.due += next.every;
      next.run();
    }
    this.clock?.advance(target - this.now);
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
