import type { PaymentMethod, Player, PlayerAccount, Recipient } from '../domain/player';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import type { NotificationGateway } from '../../ports/notification-gateway.port';

export interface PlayerProfile {
  readonly player: Player;
  readonly recipient: Recipient;
  readonly commonAccount: PlayerAccount;
  readonly paymentMethods: readonly PaymentMethod[];
}

/** What the shop needs after login (spec/1 §4): player, recipient, payment methods and the common account. */
export class LoadPlayerProfileUseCase {
  constructor(
    private readonly players: PlayerGateway,
    private readonly wallet: WalletGateway,
    private readonly notifications: NotificationGateway,
  ) {}

  async execute(): Promise<PlayerProfile> {
    const [player, recipient, commonAccount, paymentMethods] = await Promise.all([
      this.players.me(),
      this.notifications.recipient(),
      this.wallet.account('common'),
      this.wallet.availablePaymentMethods(),
    ]);
    return { player, recipient, commonAccount, paymentMethods };
  }
}
