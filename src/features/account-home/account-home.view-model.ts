import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { add, type Money } from '../../../core/domain/money';
import type { Player, PlayerAccount } from '../../../core/domain/player';
import { withdrawalBlocker, type WithdrawalBlocker } from '../../../core/domain/wallet-moves';
import { stoppedByRenewal, type Receipt } from '../../../core/domain/receipt';
import type { LoadReceiptsUseCase } from '../../../core/use-cases/load-receipts.use-case';
import type { Clock } from '../../../ports/clock.port';
import type { WalletGateway } from '../../../ports/wallet-gateway.port';
import type { SessionViewModel } from '../session/session.view-model';

/** How long the account home tells of a Dauerschein the platform ended (the mail tells at once). */
const STOPPED_NOTICE_DAYS = 30;

/** /kundenkonto: greeting, both accounts' balances (payoutable and not), the way to deposit and withdraw. */
export class AccountHomeViewModel {
  gamesAccount: PlayerAccount | null = null;
  gamesFailed = false;
  /** Dauerscheine the platform ended lately because a renewal was refused (too little money, …), newest first. */
  stoppedSubscriptions: readonly Receipt[] = [];

  constructor(
    private readonly session: SessionViewModel,
    private readonly wallet: WalletGateway,
    private readonly receipts: LoadReceiptsUseCase,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'session' | 'wallet' | 'receipts' | 'clock'>(
      this,
      {
        session: false,
        wallet: false,
        receipts: false,
        clock: false,
        gamesAccount: observableRef,
        stoppedSubscriptions: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The common account comes with the session; the games account and the newest receipts are read here. */
  async load(): Promise<void> {
    await Promise.all([this.loadGames(), this.loadStopped()]);
  }

  private async loadGames(): Promise<void> {
    try {
      const games = await this.wallet.account('games');
      runInAction(() => {
        this.gamesAccount = games;
        this.gamesFailed = false;
      });
    } catch {
      runInAction(() => (this.gamesFailed = true));
    }
  }

  /** Best effort: without the receipts the page still shows the balances. */
  private async loadStopped(): Promise<void> {
    try {
      const page = await this.receipts.execute({ sortDirection: 'desc', pageLimit: 20 });
      const since = this.clock.now().subtract({ hours: 24 * STOPPED_NOTICE_DAYS }).epochMilliseconds;
      const seen = new Set<string>();
      const stopped = page.items.filter((r) => {
        if (!stoppedByRenewal(r) || seen.has(r.lotteryProductSelectionId)) return false;
        seen.add(r.lotteryProductSelectionId);
        return Date.parse(r.subscription?.stoppedAt ?? '') >= since;
      });
      runInAction(() => (this.stoppedSubscriptions = stopped));
    } catch {
      runInAction(() => (this.stoppedSubscriptions = []));
    }
  }

  get player(): Player | null {
    return this.session.player;
  }

  get commonAccount(): PlayerAccount | null {
    return this.session.commonAccount;
  }

  get firstName(): string {
    return this.player?.personalData.firstName ?? '';
  }

  get fullyVerified(): boolean {
    return this.player?.verificationStatus === 'fully_verified';
  }

  get withdrawalBlocker(): WithdrawalBlocker | null {
    return this.commonAccount ? withdrawalBlocker(this.commonAccount, this.player) : null;
  }

  total(account: PlayerAccount): Money {
    return add(account.payoutableBalance, account.notPayoutableBalance);
  }
}
