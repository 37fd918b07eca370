import type { AttributionStore } from '../../ports/attribution-store.port';

const PARAMETERS = 'tippwerk.tracking_parameters';
const DEVICE = 'tippwerk.device_id';

/** Per tab session (no consent needed beyond the visit); falls back to memory when storage is unavailable. */
export class SessionStorageAttributionStore implements AttributionStore {
  private memoryParameters: Readonly<Record<string, string>> | null = null;
  private memoryDevice: string | null = null;

  trackingParameters(): Readonly<Record<string, string>> | null {
    const raw = this.read(PARAMETERS);
    if (raw === null) return this.memoryParameters;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object') return null;
      const pairs = Object.entries(parsed as Record<string, unknown>).filter(([, v]) => typeof v === 'string');
      return pairs.length > 0 ? (Object.fromEntries(pairs) as Record<string, string>) : null;
    } catch {
      return null;
    }
  }

  saveTrackingParameters(parameters: Readonly<Record<string, string>>): void {
    this.memoryParameters = { ...parameters };
    this.write(PARAMETERS, JSON.stringify(parameters));
  }

  deviceId(create: () => string): string {
    const stored = this.read(DEVICE);
    if (stored) return stored;
    this.memoryDevice ??= create();
    const id = this.memoryDevice;
    this.write(DEVICE, id);
    return id;
  }

  private read(key: string): string | null {
    try {
      return globalThis.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  }

  private write(key: string, value: string): void {
    try {
      globalThis.sessionStorage.setItem(key, value);
    } catch {
      // storage unavailable: kept in memory for this page
    }
  }
}
