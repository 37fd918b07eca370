import type { StakesConfirmationStore } from '../../ports/limits-gateway.port';

/** The stored confirmation date in memory (tests). */
export class MemoryStakesConfirmationStore implements StakesConfirmationStore {
  constructor(public confirmedAt: string | null = null) {}

  read(): string | null {
    return this.confirmedAt;
  }

  write(isoInstant: string): void {
    this.confirmedAt = isoInstant;
  }
}
