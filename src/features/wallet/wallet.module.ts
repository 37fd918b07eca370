import { ContainerModule } from 'inversify';
import { DepositUseCase } from '../../../core/use-cases/deposit.use-case';
import { WithdrawUseCase } from '../../../core/use-cases/withdraw.use-case';
import { StoreCardUseCase } from '../../../core/use-cases/store-card.use-case';
import { DeletePaymentMethodUseCase } from '../../../core/use-cases/delete-payment-method.use-case';
import { DepositViewModel } from './deposit.view-model';
import { WithdrawalViewModel } from './withdrawal.view-model';
import { PaymentDataViewModel } from '../payment-data/payment-data.view-model';
import { AccountHomeViewModel } from '../account-home/account-home.view-model';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { CHECKOUT, checkoutFeature } from '../basket/checkout.module';
import { RECEIPTS, receiptsFeature } from '../account/receipts.module';
import { SESSION } from '../session/session.module';
import { VERIFICATION, verificationFeature } from '../verification/verification.module';

export const WALLET = {
  depositUseCase: token<DepositUseCase>('depositUseCase'),
  withdrawUseCase: token<WithdrawUseCase>('withdrawUseCase'),
  storeCardUseCase: token<StoreCardUseCase>('storeCardUseCase'),
  deletePaymentMethodUseCase: token<DeletePaymentMethodUseCase>('deletePaymentMethodUseCase'),
  depositViewModel: token<DepositViewModel>('depositViewModel'),
  withdrawalViewModel: token<WithdrawalViewModel>('withdrawalViewModel'),
  paymentDataViewModel: token<PaymentDataViewModel>('paymentDataViewModel'),
  accountHomeViewModel: token<AccountHomeViewModel>('accountHomeViewModel'),
} as const;

/** Deposits, payouts, payment data, the account home. Payment data reuses the verification's bank steps, deposits the checkout's charge, the account home the receipts (ended Dauerscheine). */
export const walletFeature = defineFeature({
  name: 'wallet',
  tokens: WALLET,
  requires: [verificationFeature, checkoutFeature, receiptsFeature],
  bindings: new ContainerModule((o) => {
    // Deposits and payouts keep their attempt's id, so they stay singletons.
    provide(
      o,
      WALLET.depositUseCase,
      [CHECKOUT.chargePaymentUseCase, SHARED.idGenerator, SHARED.playerCache],
      (charge, ids, cache) => new DepositUseCase(charge, ids, cache),
    );
    provide(
      o,
      WALLET.withdrawUseCase,
      [CHECKOUT.paymentGateway, SHARED.idGenerator, SHARED.playerCache],
      (payments, ids, cache) => new WithdrawUseCase(payments, ids, cache),
    );
    provide(
      o,
      WALLET.storeCardUseCase,
      [
        CHECKOUT.paymentGateway,
        CHECKOUT.chargePaymentUseCase,
        SHARED.browserInfo,
        SHARED.idGenerator,
        SHARED.playerCache,
      ],
      (payments, charge, browser, ids, cache) => new StoreCardUseCase(payments, charge, browser, ids, cache),
    );
    provide(
      o,
      WALLET.deletePaymentMethodUseCase,
      [CHECKOUT.paymentGateway, SHARED.playerCache],
      (payments, cache) => new DeletePaymentMethodUseCase(payments, cache),
    );
    provide(
      o,
      WALLET.depositViewModel,
      [WALLET.depositUseCase, SESSION.sessionViewModel],
      (deposit, session) => new DepositViewModel({ deposit, session }),
      'transient',
    );
    provide(
      o,
      WALLET.withdrawalViewModel,
      [WALLET.withdrawUseCase, SESSION.sessionViewModel],
      (withdraw, session) => new WithdrawalViewModel({ withdraw, session }),
      'transient',
    );
    provide(
      o,
      WALLET.paymentDataViewModel,
      [
        SESSION.sessionViewModel,
        WALLET.storeCardUseCase,
        WALLET.deletePaymentMethodUseCase,
        VERIFICATION.addBankDetailsUseCase,
        VERIFICATION.startMicroDepositUseCase,
        VERIFICATION.confirmMicroDepositUseCase,
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
      WALLET.accountHomeViewModel,
      [SESSION.sessionViewModel, SHARED.walletGateway, RECEIPTS.loadReceiptsUseCase, SHARED.clock],
      (session, wallet, receipts, clock) => new AccountHomeViewModel(session, wallet, receipts, clock),
      'transient',
    );
  }),
});
