import type { AccountKind, PaymentMethod, PlayerAccount } from '../core/domain/player';

export interface WalletGateway {
  account(kind: AccountKind): Promise<PlayerAccount>;
  availablePaymentMethods(): Promise<PaymentMethod[]>;
}
