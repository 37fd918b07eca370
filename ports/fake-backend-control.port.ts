/** Developer controls of the fake backend (control panel in the fake modes only). */
export interface FakeBackendStatus {
  readonly seed: number;
  readonly now: string;
  readonly clockOffsetMinutes: number;
  readonly demoPlayers: readonly {
    readonly username: string;
    readonly password: string;
    readonly description: string;
  }[];
}

/** Seeded random transport faults of the fake backend (`/__fake/faults/random`). */
export interface RandomFaultSettings {
  /** 0..1 */
  readonly rate: number;
  readonly seed: number;
  /** status_500, status_503, delay, drop, lost_answer */
  readonly kinds: readonly string[];
}

export interface RandomFaultState extends RandomFaultSettings {
  readonly calls: number;
  readonly injected: Readonly<Record<string, number>>;
}

export interface FakeBackendControl {
  /**
   * The control token a shared demo's server asks for (FAKE_CONTROL_TOKEN); null sends none. Kept
   * for this page's lifetime only.
   */
  useControlToken(token: string | null): void;
  /** The random faults in force, null when off. */
  randomFaults(): Promise<RandomFaultState | null>;
  /** Starts a fresh seeded fault stream, or switches random faults off with null. */
  setRandomFaults(settings: RandomFaultSettings | null): Promise<RandomFaultState | null>;
  status(): Promise<FakeBackendStatus>;
  reset(seed?: number): Promise<void>;
  shiftClock(minutes: number): Promise<void>;
  /** Moves the clock to the next draw (of `lottery`, else the next of all) and runs it; answers the draw's id. */
  runNextDraw(lottery?: string): Promise<string>;
  /** The fake PSP's 3-D Secure page: the bank's answer; returns the redirect_result to go back with. */
  decideSecureChallenge(transactionId: string, outcome: 'approve' | 'fail' | 'cancel'): Promise<string>;
  /** The fake PayPal approval page. */
  decidePaypal(orderId: string, approve: boolean): Promise<void>;
}
