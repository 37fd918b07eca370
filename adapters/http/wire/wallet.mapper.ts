import type { PaymentMethod, PlayerAccount, StoredPaymentMethod } from '../../../core/domain/player';
import { toMoney } from './common.mapper';
import type { AccountDto, AvailablePaymentMethodDto, StoredPaymentMethodDto } from './wallet.dto';

export const toAccount = (dto: AccountDto): PlayerAccount => ({
  id: dto.id,
  kind: dto.kind,
  payoutableBalance: toMoney(dto.payoutable_balance),
  notPayoutableBalance: toMoney(dto.not_payoutable_balance),
  withdrawalsAllowed: dto.withdrawals_allowed,
});

/** Also used for the methods of payment transactions (ledger.mapper.ts). */
export function toStored(dto: StoredPaymentMethodDto): StoredPaymentMethod {
  switch (dto.type) {
    case 'adyen_credit_card':
      return {
        type: dto.type,
        id: dto.id,
        accountHolder: dto.account_holder,
        brand: dto.brand,
        lastDigits: dto.last_digits,
        expiryMonth: dto.expiry_month,
        expiryYear: dto.expiry_year,
        active: dto.active,
      };
    case 'paypal':
    case 'adyen_paypal':
      return {
        type: dto.type,
        id: dto.id,
        paypalEmail: dto.paypal_email,
        payerResidenceCountry: dto.paypal_payer_residence_country,
        active: dto.active,
      };
    case 'sepa_direct_debit':
      return { type: dto.type, accountHolder: dto.account_holder, maskedIban: dto.masked_iban, editable: dto.editable };
    default:
      throw new Error(`Unknown stored payment method type: ${(dto as { type: string }).type}`);
  }
}

export const toPaymentMethod = (dto: AvailablePaymentMethodDto): PaymentMethod => ({
  label: dto.label,
  configurationId: dto.configuration.id,
  possibleTransactionTypes: dto.configuration.possible_transaction_types,
  stored: dto.stored ? toStored(dto.stored) : null,
  default: dto.default,
});
