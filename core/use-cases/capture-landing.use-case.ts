import { landingParameters } from '../domain/tracking';
import type { AttributionStore } from '../../ports/attribution-store.port';

/** Keeps the campaign parameters of the page a visitor lands on; a later landing with others replaces them. */
export class CaptureLandingUseCase {
  constructor(private readonly store: AttributionStore) {}

  execute(search: string): void {
    const parameters = landingParameters(search);
    if (parameters) this.store.saveTrackingParameters(parameters);
  }
}
