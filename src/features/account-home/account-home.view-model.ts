import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { add, type Money } from '../../../core/domain/money';
import type { Player, PlayerAccount } from '../../../core/domain/player';
import { withdrawalBlocker, type WithdrawalBlocker } from '../../../core/domain/wallet-moves';
import type { WalletGateway } from '../../../ports/wallet-gateway.port';
import type { SessionViewModel } from '../session/session.view-model';

/** /kundenkonto: greeting, both accounts' balances (payoutable and not), the way to deposit and withdraw. */
export class AccountHomeViewModel {
  gamesAccount: PlayerAccount | null = null;
  gamesFailed = false;

  constructor(
    private readonly session: SessionViewModel,
    private readonly wallet: WalletGateway,
  ) {
    makeAutoObservable<this, 'session' | 'wallet'>(
      this,
      { session: false, wallet: false, gamesAccount: observableRef },
      { autoBind: true },
    );
  }

  /** The common account comes with the session; the games account is read here. */
  async load(): Promise<void> {
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
