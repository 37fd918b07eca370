/** Whether the device believes it has a network; failures while offline are expected, not reported. */
export interface Connectivity {
  online(): boolean;
}
