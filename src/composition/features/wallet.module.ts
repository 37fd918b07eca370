import { ContainerModule } from 'inversify';
import { DepositUseCase } from '../../../core/use-cases/deposit.use-case';
import { WithdrawUseCase } from '../../../core/use-cases/withdraw.use-case';
import { StoreCardUseCase } from '../../../core/use-cases/store-card.use-case';
import { DeletePaymentMethodUseCase } from '../../../core/use-cases/delete-payment-method.use-case';
import { DepositViewModel } from '../../features/wallet/deposit.view-model';
import { WithdrawalViewModel } from '../../features/wallet/withdrawal.view-model';
import { PaymentDataViewModel } from '../../features/payment-data/payment-data.view-model';
import { AccountHomeViewModel } from '../../features/account-home/account-home.view-model';
import type { Feature } from '../feature';
import { provide } from '../provide';
import { verificationFeature } from './verification.module';
import { checkoutFeature } from './checkout.module';
import { receiptsFeature } from './receipts.module';

/** Deposits, payouts, payment data, the account home. Payment data reuses the verification's bank steps, deposits the checkout's charge, the account home the receipts (ended Dauerscheine). */
export const walletFeature: Feature = {
  name: 'wallet',
  requires: [verificationFeature, checkoutFeature, receiptsFeature],
  bindings: new ContainerModule((o) => {
    // Deposits and payouts keep their attempt's id, so they stay singletons.
    provide(
      o,
      'depositUseCase',
      ['chargePaymentUseCase', 'idGenerator', 'playerCache'],
      (charge, ids, cache) => new DepositUseCase(charge, ids, cache),
    );
    provide(
      o,
      'withdrawUseCase',
      ['paymentGateway', 'idGenerator', 'playerCache'],
      (payments, ids, cache) => new WithdrawUseCase(payments, ids, cache),
    );
    provide(
      o,
      'storeCardUseCase',
      ['paymentGateway', 'chargePaymentUseCase', 'browserInfo', 'idGenerator', 'playerCache'],
      (payments, charge, browser, ids, cache) => new StoreCardUseCase(payments, charge, browser, ids, cache),
    );
    provide(
      o,
      'deletePaymentMethodUseCase',
      ['paymentGateway', 'playerCache'],
      (payments, cache) => new DeletePaymentMethodUseCase(payments, cache),
    );
    provide(
      o,
      'depositViewModel',
      ['depositUseCase', 'sessionViewModel'],
      (deposit, session) => new DepositViewModel({ deposit, session }),
      'transient',
    );
    provide(
      o,
      'withdrawalViewModel',
      ['withdrawUseCase', 'sessionViewModel'],
      (withdraw, session) => new WithdrawalViewModel({ withdraw, session }),
      'transient',
    );
    provide(
      o,
      'paymentDataViewModel',
      [
        'sessionViewModel',
        'storeCardUseCase',
        'deletePaymentMethodUseCase',
        'addBankDetailsUseCase',
        'startMicroDepositUseCase',
        'confirmMicroDepositUseCase',
      ],
      (session, storeCard, deletePaymentMethod, addBankDetails, startMicroDeposit, confirmMicroDeposit) =>
        new PaymentDataViewModel({
          session,
          storeCard,
          deletePaymentMethod,
          addBankDetails,
          startMicroDeposit,
          confirmMicroDeposit,
        }),
      'transient',
    );
    provide(
      o,
      'accountHomeViewModel',
      ['sessionViewModel', 'walletGateway', 'loadReceiptsUseCase', 'clock'],
      (session, wallet, receipts, clock) => new AccountHomeViewModel(session, wallet, receipts, clock),
      'transient',
    );
  }),
};
