import type { PaymentMethod, Player, PlayerAccount, Recipient } from '../domain/player';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import type { NotificationGateway } from '../../ports/notification-gateway.port';

export interface PlayerProfile {
  readonly player: Player;
  readonly recipient: Recipient;
  readonly commonAccount: PlayerAccount;
  /** The games account (spec/1 §4: the accounts are loaded on login); null when it could not be read. */
  readonly gamesAccount: PlayerAccount | null;
  readonly paymentMethods: readonly PaymentMethod[];
}

/**
 * What the shop needs after login (spec/1 §4): player, recipient, payment methods and the accounts.
 * The common account pays for tickets, so the profile fails without it; the games account only
 * shows a balance, so the profile loads without it (null) rather than keep the player out.
 */
export class LoadPlayerProfileUseCase {
  constructor(
    private readonly players: PlayerGateway,
    private readonly wallet: WalletGateway,
    private readonly notifications: NotificationGateway,
  ) {}

  async execute(): Promise<PlayerProfile> {
    const [player, recipient, commonAccount, gamesAccount, paymentMethods] = await Promise.all([
      this.players.me(),
      this.notifications.recipient(),
      this.wallet.account('common'),
      this.wallet.account('games').catch(() => null),
      this.wallet.availablePaymentMethods(),
    ]);
    return { player, recipient, commonAccount, gamesAccount, paymentMethods };
  }
}
