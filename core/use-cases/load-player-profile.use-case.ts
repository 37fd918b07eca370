import type { PaymentMethod, Player, PlayerAccount } from '../domain/player';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';

export interface PlayerProfile {
  readonly player: Player;
  readonly commonAccount: PlayerAccount;
  readonly paymentMethods: readonly PaymentMethod[];
}

/** What the shop needs after login: the player, the common wallet and the payment methods. */
export class LoadPlayerProfileUseCase {
  constructor(
    private readonly players: PlayerGateway,
    private readonly wallet: WalletGateway,
  ) {}

  async execute(): Promise<PlayerProfile> {
    const [player, commonAccount, paymentMethods] = await Promise.all([
      this.players.me(),
      this.wallet.account('common'),
      this.wallet.availablePaymentMethods(),
    ]);
    return { player, commonAccount, paymentMethods };
  }
}
