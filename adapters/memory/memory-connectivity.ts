import type { Connectivity } from '../../ports/connectivity.port';

/** Connectivity tests switch by hand. */
export class MemoryConnectivity implements Connectivity {
  constructor(public isOnline = true) {}
  online(): boolean {
    return this.isOnline;
  }
}
