import { kenoAvailability, type GamblingRestrictions, type KenoAvailability } from '../domain/oasis';
import type { Clock } from '../../ports/clock.port';
import type { LimitsGateway } from '../../ports/limits-gateway.port';

/** The player's OASIS entry, Selbstsperre and 5-minute wait, and what they mean for KENO now. */
export class LoadGamblingRestrictionsUseCase {
  constructor(
    private readonly gateway: LimitsGateway,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ restrictions: GamblingRestrictions; keno: KenoAvailability }> {
    const restrictions = await this.gateway.gamblingRestrictions();
    return { restrictions, keno: kenoAvailability(restrictions, this.clock.now()) };
  }
}
