import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FakeBackendControl, FakeBackendStatus } from '../../../ports/fake-backend-control.port';
import type { SessionViewModel } from '../session/session.view-model';

/** Developer control panel of the fake backend: reset, switch demo player, shift the clock. */
export class FakeBackendViewModel {
  status: FakeBackendStatus | null = null;
  busy = false;
  /** i18n key of the last outcome. */
  message: string | null = null;

  constructor(
    private readonly control: FakeBackendControl,
    private readonly session: SessionViewModel,
  ) {
    makeAutoObservable<this, 'control' | 'session'>(this, { control: false, session: false, status: observableRef }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.run(async () => undefined, null);
  }

  reset(): Promise<void> {
    return this.run(async () => {
      await this.control.reset();
      await this.session.logout();
    }, 'dev.fake.resetDone');
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
      const result = await this.session.login({ username: player.username, password: player.password, longLastingSession: false });
      if (!result.ok) throw new Error(result.error.kind);
    }, 'dev.fake.switched');
  }

  private async run(action: () => Promise<void>, message: string | null): Promise<void> {
    this.busy = true;
    try {
      await action();
      const status = await this.control.status();
      runInAction(() => ((this.status = status), (this.message = message)));
    } catch {
      runInAction(() => (this.message = 'dev.fake.failed'));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
