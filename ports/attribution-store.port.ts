/**
 * What the shop remembers of this visit for registration and orders: the landing page's
 * campaign parameters (the latest that carried any) and the device id sent as `tmx_id`.
 */
export interface AttributionStore {
  trackingParameters(): Readonly<Record<string, string>> | null;
  saveTrackingParameters(parameters: Readonly<Record<string, string>>): void;
  /** The visit's device id; made with `create` the first time and the same ever after. */
  deviceId(create: () => string): string;
}
