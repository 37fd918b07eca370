import { makeAutoObservable, observableRef } from 'mobx';
import { add, type Money } from '../../../core/domain/money';
import type { Player, PlayerAccount } from '../../../core/domain/player';
import { withdrawalBlocker, type WithdrawalBlocker } from '../../../core/domain/wallet-moves';
import { stoppedByRenewal, type Receipt } from '../../../core/domain/receipt';
import type { LoadReceiptsUseCase } from '../../../core/use-cases/load-receipts.use-case';
import type { Clock } from '../../../ports/clock.port';
import type { WalletGateway } from '../../../ports/wallet-gateway.port';
import type { PlayerData } from '../../app/player-data';
import type { SessionViewModel } from '../session/session.view-model';

/** How long the account home tells of a Dauerschein the platform ended (the mail tells at once). */
const STOPPED_NOTICE_DAYS = 30;

/** What the account home reads beside the session: the games account and the Dauerscheine ended lately. */
export interface AccountHomeData {
  /** null when it could not be read (the page says so and still shows the common account). */
  readonly gamesAccount: PlayerAccount | null;
  readonly gamesFailed: boolean;
  readonly stoppedSubscriptions: readonly Receipt[];
}

export interface AccountHomeDeps {
  readonly wallet: WalletGateway;
  readonly receipts: LoadReceiptsUseCase;
  readonly clock: Clock;
}

/**
 * The games account and the newest receipts, in parallel (the common account comes with the
 * session). Never fails: without the games account the page says so, without the receipts it
 * shows the balances alone.
 */
export async function loadAccountHome(deps: AccountHomeDeps): Promise<AccountHomeData> {
  const [games, stoppedSubscriptions] = await Promise.all([
    deps.wallet.account('games').then(
      (account): PlayerAccount | null => account,
      () => null,
    ),
    loadStopped(deps).catch((): readonly Receipt[] => []),
  ]);
  return { gamesAccount: games, gamesFailed: games === null, stoppedSubscriptions };
}

/** Dauerscheine the platform ended within the notice period, one per selection, newest first. */
async function loadStopped({ receipts, clock }: AccountHomeDeps): Promise<readonly Receipt[]> {
  const page = await receipts.execute({ sortDirection: 'desc', pageLimit: 20 });
  const since = clock.now().subtract({ hours: 24 * STOPPED_NOTICE_DAYS }).epochMilliseconds;
  const seen = new Set<string>();
  return page.items.filter((r) => {
    if (!stoppedByRenewal(r) || seen.has(r.lotteryProductSelectionId)) return false;
    seen.add(r.lotteryProductSelectionId);
    return Date.parse(r.subscription?.stoppedAt ?? '') >= since;
  });
}

/** /kundenkonto: greeting, both accounts' balances (payoutable and not), the way to deposit and withdraw. */
export class AccountHomeViewModel {
  /** Read for this visit; until then (or when that read failed) the one loaded with the login shows. */
  private loadedGames: PlayerAccount | null = null;
  private gamesReadFailed = false;
  /** Dauerscheine the platform ended lately because a renewal was refused (too little money, …), newest first. */
  stoppedSubscriptions: readonly Receipt[] = [];

  constructor(
    private readonly session: SessionViewModel,
    private readonly wallet: WalletGateway,
    private readonly receipts: LoadReceiptsUseCase,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'session' | 'wallet' | 'receipts' | 'clock' | 'loadedGames' | 'gamesReadFailed'>(
      this,
      {
        session: false,
        wallet: false,
        receipts: false,
        clock: false,
        loadedGames: observableRef,
        gamesReadFailed: true,
        stoppedSubscriptions: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Reads the games account and the newest receipts again (the route's clientLoader reads them for a visit). */
  async load(): Promise<void> {
    this.accept({
      kind: 'ready',
      value: await loadAccountHome({ wallet: this.wallet, receipts: this.receipts, clock: this.clock }),
    });
  }

  /** Takes what the route's clientLoader read; logged out it waits for the login (the loader runs again then). */
  accept(data: PlayerData<AccountHomeData>): void {
    if (data.kind === 'logged_out') return;
    if (data.kind === 'error') {
      this.loadedGames = null;
      this.gamesReadFailed = true;
      this.stoppedSubscriptions = [];
      return;
    }
    this.loadedGames = data.value.gamesAccount;
    this.gamesReadFailed = data.value.gamesFailed;
    this.stoppedSubscriptions = data.value.stoppedSubscriptions;
  }

  /** The games account as read for this visit, else as loaded with the login (spec/1 §4). */
  get gamesAccount(): PlayerAccount | null {
    return this.loadedGames ?? this.session.gamesAccount;
  }

  /** Neither this visit nor the login could read the games account: the page says so. */
  get gamesFailed(): boolean {
    return this.gamesReadFailed && this.gamesAccount === null;
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
