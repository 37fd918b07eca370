import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { AuthenticationError } from '../../../core/domain/errors';
import type { FakeBackendControl, FakeBackendStatus, RandomFaultState } from '../../../ports/fake-backend-control.port';

export const RANDOM_FAULT_KINDS = ['status_500', 'status_503', 'delay', 'drop', 'lost_answer'] as const;
import type { SessionViewModel } from '../session/session.view-model';

/** Developer control panel of the fake backend: reset, switch demo player, shift the clock. */
export class FakeBackendViewModel {
  status: FakeBackendStatus | null = null;
  /** Random faults in force (null: off) and the form to change them. */
  faults: RandomFaultState | null = null;
  faultRate = '0.2';
  faultSeed = '7';
  faultKinds: string[] = [...RANDOM_FAULT_KINDS];
  busy = false;
  /** i18n key of the last outcome. */
  message: string | null = null;
  /** A shared demo's server (FAKE_CONTROL_TOKEN) asks for its token; the field holds it for this page only. */
  controlToken = '';

  constructor(
    private readonly control: FakeBackendControl,
    private readonly session: SessionViewModel,
  ) {
    makeAutoObservable<this, 'control' | 'session'>(
      this,
      { control: false, session: false, status: observableRef, faults: observableRef },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    return this.run(() => Promise.resolve(), null);
  }

  reset(): Promise<void> {
    return this.run(async () => {
      await this.control.reset();
      await this.session.logout();
    }, 'dev.fake.resetDone');
  }

  setControlToken(value: string): void {
    this.controlToken = value;
  }

  applyControlToken(): Promise<void> {
    this.control.useControlToken(this.controlToken.trim() || null);
    return this.run(() => Promise.resolve(), 'dev.fake.tokenSet');
  }

  setFaultRate(value: string): void {
    this.faultRate = value;
  }

  setFaultSeed(value: string): void {
    this.faultSeed = value;
  }

  toggleFaultKind(kind: string): void {
    this.faultKinds = this.faultKinds.includes(kind)
      ? this.faultKinds.filter((k) => k !== kind)
      : [...this.faultKinds, kind];
  }

  /** Rate 0..1 (comma or point), integer seed, at least one kind; otherwise a message and nothing sent. */
  get faultFormValid(): boolean {
    const rate = Number(this.faultRate.replace(',', '.'));
    return (
      this.faultRate.trim() !== '' &&
      rate >= 0 &&
      rate <= 1 &&
      /^-?\d+$/.test(this.faultSeed.trim()) &&
      this.faultKinds.length > 0
    );
  }

  startFaults(): Promise<void> {
    if (!this.faultFormValid) return Promise.resolve();
    const settings = {
      rate: Number(this.faultRate.replace(',', '.')),
      seed: Number(this.faultSeed.trim()),
      kinds: [...this.faultKinds],
    };
    return this.run(async () => void (await this.control.setRandomFaults(settings)), 'dev.fake.faultsOn');
  }

  stopFaults(): Promise<void> {
    return this.run(async () => void (await this.control.setRandomFaults(null)), 'dev.fake.faultsOff');
  }

  shiftClock(minutes: number): Promise<void> {
    return this.run(() => this.control.shiftClock(minutes), 'dev.fake.clockShifted');
  }

  /** Runs the next draw of all lotteries now (the clock moves on to it); winnings reach receipts and the wallet. */
  runNextDraw(): Promise<void> {
    return this.run(async () => void (await this.control.runNextDraw()), 'dev.fake.drawRun');
  }

  loginAs(username: string): Promise<void> {
    const player = this.status?.demoPlayers.find((p) => p.username === username);
    if (!player) return Promise.resolve();
    return this.run(async () => {
      await this.session.logout();
      const result = await this.session.login({
        username: player.username,
        password: player.password,
        longLastingSession: false,
      });
      if (!result.ok) throw new Error(result.error.kind);
    }, 'dev.fake.switched');
  }

  private async run(action: () => Promise<void>, message: string | null): Promise<void> {
    this.busy = true;
    try {
      await action();
      // The status (demo players) needs no control token; the faults may: without them the panel still works.
      const [status, faults] = await Promise.all([
        this.control.status(),
        this.control.randomFaults().catch(() => null),
      ]);
      runInAction(() => ((this.status = status), (this.faults = faults), (this.message = message)));
    } catch (error) {
      const refused = error instanceof AuthenticationError;
      runInAction(() => (this.message = refused ? 'dev.fake.tokenRequired' : 'dev.fake.failed'));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
