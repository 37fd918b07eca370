import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { VerificationRedirect } from '../features/verification/verification-redirect.view';
import { StakesNoticeTrigger } from '../features/limits/stakes-notice-trigger.view';
import { PlayersOnly } from '../features/wallet/players-only.view';
import { RETURN_KEYS } from '../features/wallet/wallet-return';
import { withFeatures } from './feature-page';

const LoginModal = lazy(() => import('../features/session/login-modal.view'));
const BasketErrorModal = lazy(() => import('../features/basket/basket-error-modal.view'));
const ForgotPasswordModal = lazy(withFeatures(['account'], () => import('../features/recovery/forgot-password-modal.view')));
const IdentityCheckResultModal = lazy(() => import('../features/verification/identity-check-result-modal.view'));
const StakesNoticeModal = lazy(() => import('../features/limits/stakes-notice-modal.view'));
const DepositModal = lazy(withFeatures(['wallet'], () => import('../features/wallet/deposit-modal.view')));
const WithdrawalModal = lazy(withFeatures(['wallet'], () => import('../features/wallet/withdrawal-modal.view')));
const ReceiptModal = lazy(withFeatures(['receipts'], () => import('../features/account/receipt-modal.view')));

/** Modals open through the query (`open-modal=login`, `open-modal=basket_error&code=…`, `open-modal=identity_check_result&result=…`). */
export function ModalHost() {
  const [params, setParams] = useSearchParams();
  const modal = params.get('open-modal');

  const close = (extraRemovals: string[] = []) => {
    const next = new URLSearchParams(params);
    for (const key of ['open-modal', ...extraRemovals]) next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <>
      {/* Verification redirects (spec/1 §2) belong with the identity-check modal; renders nothing, outside Suspense so it never unmounts. */}
      <VerificationRedirect />
      {/* Opens the stakes-and-winnings notice when due (GlüStV, spec/1 §4). */}
      <StakesNoticeTrigger />
      <Suspense fallback={null}>
        {modal === 'login' && <LoginModal redirect={params.get('redirect')} onClose={() => close(['redirect'])} />}
        {modal === 'basket_error' && <BasketErrorModal code={params.get('code')} onClose={() => close(['code'])} />}
      {modal === 'forgot_password' && <ForgotPasswordModal onClose={() => close()} />}
        {modal === 'identity_check_result' && <IdentityCheckResultModal result={params.get('result')} onClose={() => close(['result'])} />}
        {modal === 'latest_stakes_and_winnings' && <StakesNoticeModal onClose={() => close()} />}
        {modal === 'lottery_ticket_receipt' && (
          <PlayersOnly>
            <ReceiptModal number={params.get('receipt')} onClose={() => close(['receipt'])} />
          </PlayersOnly>
        )}
        {(modal === 'deposit' || modal === 'withdrawal') && (
          <PlayersOnly>
            {modal === 'deposit' ? <DepositModal onClose={() => close([...RETURN_KEYS])} /> : <WithdrawalModal onClose={() => close()} />}
          </PlayersOnly>
        )}
      </Suspense>
    </>
  );
}
