import type { Connectivity } from '../../ports/connectivity.port';

/**
 * navigator.onLine: false is reliable (no network at all), true only means "maybe". Where the
 * flag is missing (Node) we assume online, so real faults are never silenced by accident.
 */
export class NavigatorConnectivity implements Connectivity {
  online(): boolean {
    return (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine !== false;
  }
}
