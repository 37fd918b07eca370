import type { AccountKind, PaymentMethod, PlayerAccount } from '../../core/domain/player';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import { requireParam, type HttpClient } from './client';
import type { AccountDto, AvailablePaymentMethodDto } from './wire/wallet.dto';
import { toAccount, toPaymentMethod } from './wire/wallet.mapper';

export class HttpWalletGateway implements WalletGateway {
  constructor(private readonly http: HttpClient) {}

  async account(kind: AccountKind): Promise<PlayerAccount> {
    return toAccount(
      await this.http.request<AccountDto>('wallet', 'GET', '/my/account', {
        query: { kind: requireParam('kind', kind) },
      }),
    );
  }

  async availablePaymentMethods(): Promise<PaymentMethod[]> {
    const list = await this.http.request<AvailablePaymentMethodDto[]>('wallet', 'GET', '/my/available_payment_methods');
    return list.map(toPaymentMethod);
  }
}
