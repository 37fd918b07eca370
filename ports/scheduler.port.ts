/** Time-based work comes in through a port so tests can drive every interval by hand. */
export type Cancel = () => void;

export interface Scheduler {
  /** Runs `task` once after `ms`; the returned function cancels it. */
  after(ms: number, task: () => void): Cancel;
  /** Runs `task` every `ms` until cancelled. */
  every(ms: number, task: () => void): Cancel;
  /** Resolves after `ms`. */
  sleep(ms: number): Promise<void>;
}
