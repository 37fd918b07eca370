import { SettingsLoadError, type Limits, type MaxLimits, type StakesAndWinnings } from '../domain/limits';
import type { Money } from '../domain/money';
import type { LimitsGateway } from '../../ports/limits-gateway.port';

export interface LimitsPageData {
  readonly maxLimits: MaxLimits;
  readonly limits: Limits;
  /** null: the player set none (the page shows the default 0 €, spec/2 §9). */
  readonly autowithdrawal: Money | null;
  /** The last 30 days on the common account. */
  readonly stakes: StakesAndWinnings;
}

/** Everything /kundenkonto/limits shows, in one round of parallel calls. Without the maxima the page cannot work: SettingsLoadError. */
export class LoadLimitsUseCase {
  constructor(private readonly gateway: LimitsGateway) {}

  async execute(): Promise<LimitsPageData> {
    const settings = this.gateway.settings().catch((error: unknown) => Promise.reject(new SettingsLoadError(error)));
    const [maxLimits, limits, autowithdrawal, stakes] = await Promise.all([
      settings,
      this.gateway.limits(),
      this.gateway.autowithdrawal(),
      this.gateway.stakesAndWinnings('common'),
    ]);
    return { maxLimits, limits, autowithdrawal, stakes };
  }
}
