import type { AttributionStore } from '../../ports/attribution-store.port';

export class MemoryAttributionStore implements AttributionStore {
  private parameters: Readonly<Record<string, string>> | null = null;
  private device: string | null = null;

  trackingParameters(): Readonly<Record<string, string>> | null {
    return this.parameters;
  }

  saveTrackingParameters(parameters: Readonly<Record<string, string>>): void {
    this.parameters = { ...parameters };
  }

  deviceId(create: () => string): string {
    this.device ??= create();
    return this.device;
  }
}
