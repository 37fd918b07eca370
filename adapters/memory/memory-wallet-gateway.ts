import type { AccountKind, PaymentMethod, PlayerAccount } from '../../core/domain/player';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { TokenStore } from '../../ports/token-store.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import { toAccount, toPaymentMethod } from '../http/wire/wallet.mapper';
import { platformCall } from './platform-call';
import { requireParam } from '../http/client';

export class MemoryWalletGateway implements WalletGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  async account(kind: AccountKind): Promise<PlayerAccount> {
    requireParam('kind', kind);
    return toAccount(await platformCall('GET', '/my/account', () => this.platform.account(this.token(), kind)));
  }

  async availablePaymentMethods(): Promise<PaymentMethod[]> {
    const list = await platformCall('GET', '/my/available_payment_methods', () =>
      this.platform.availablePaymentMethods(this.token()),
    );
    return list.map(toPaymentMethod);
  }

  private token(): string | null {
    return this.tokens.read()?.accessToken ?? null;
  }
}
