import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { VerificationRedirect } from '../features/verification/verification-redirect.view';
import { StakesNoticeTrigger } from '../features/limits/stakes-notice-trigger.view';
import { PlayersOnly } from '../features/wallet/players-only.view';
import { AdditionalDataTrigger } from '../features/account/additional-data-trigger.view';
import { AdditionalDataGate, AFTER_ADDITIONAL_DATA } from '../features/account/additional-data-gate.view';
import { RETURN_KEYS } from '../features/wallet/wallet-return';

const LoginModal = lazy(() => import('../features/session/login-modal.view'));
const BasketErrorModal = lazy(() => import('../features/basket/basket-error-modal.view'));
const ForgotPasswordModal = lazy(() => import('../features/recovery/forgot-password-modal.view'));
const IdentityCheckResultModal = lazy(() => import('../features/verification/identity-check-result-modal.view'));
const StakesNoticeModal = lazy(() => import('../features/limits/stakes-notice-modal.view'));
const DepositModal = lazy(() => import('../features/wallet/deposit-modal.view'));
const WithdrawalModal = lazy(() => import('../features/wallet/withdrawal-modal.view'));
const ReceiptModal = lazy(() => import('../features/account/receipt-modal.view'));
const AdditionalDataModal = lazy(() => import('../features/account/additional-data-modal.view'));
const FullscreenGameModal = lazy(() => import('../features/games/fullscreen-game-modal.view'));

/** The modals `additional_data_needed` may lead on to once the data is complete. */
const AFTER_ADDITIONAL_DATA_MODALS = new Set(['deposit']);

/**
 * Modals open through the query (`open-modal=login`, `open-modal=basket_error&code=…[&at=…]`,
 * `open-modal=identity_check_result&result=…`, `open-modal=additional_data_needed[&next=deposit]`,
 * `open-modal=fullscreen&game=<slug>[&demo=1]`).
 */
export function ModalHost() {
  const [params, setParams] = useSearchParams();
  const modal = params.get('open-modal');
  const [redirecting, setRedirecting] = useState(false);

  const close = (extraRemovals: string[] = []) => {
    const next = new URLSearchParams(params);
    for (const key of ['open-modal', ...extraRemovals]) next.delete(key);
    setParams(next, { replace: true });
  };
  // Birth name and birthplace are there: on to the modal that asked for them (the deposit), else closed.
  const additionalDataComplete = () => {
    const then = params.get(AFTER_ADDITIONAL_DATA);
    if (!then || !AFTER_ADDITIONAL_DATA_MODALS.has(then)) return close([AFTER_ADDITIONAL_DATA]);
    const next = new URLSearchParams(params);
    next.delete(AFTER_ADDITIONAL_DATA);
    next.set('open-modal', then);
    setParams(next, { replace: true });
  };

  return (
    <>
      {/*
        The after-login triggers render nothing and act only in effects, which a server render never
        runs: the server's page leaves them out (their view models cost a server render about a
        twentieth), the browser mounts them from hydration on (the same markup: none).
      */}
      {!import.meta.env.SSR && (
        <>
          {/* Verification redirects (spec/1 §2) belong with the identity-check modal; outside Suspense so it never unmounts. */}
          <VerificationRedirect onRedirecting={setRedirecting} />
          {/* Opens the stakes-and-winnings notice when due (GlüStV, spec/1 §4). */}
          <StakesNoticeTrigger />
          {/* Asks for birth name and birthplace once per login when they are missing (after the stakes notice). */}
          <AdditionalDataTrigger redirecting={redirecting} />
        </>
      )}
      <Suspense fallback={null}>
        {modal === 'login' && <LoginModal redirect={params.get('redirect')} onClose={() => close(['redirect'])} />}
        {modal === 'basket_error' && (
          <BasketErrorModal code={params.get('code')} at={params.get('at')} onClose={() => close(['code', 'at'])} />
        )}
        {modal === 'forgot_password' && <ForgotPasswordModal onClose={() => close()} />}
        {modal === 'identity_check_result' && (
          <IdentityCheckResultModal result={params.get('result')} onClose={() => close(['result'])} />
        )}
        {modal === 'latest_stakes_and_winnings' && <StakesNoticeModal onClose={() => close()} />}
        {modal === 'lottery_ticket_receipt' && (
          <PlayersOnly>
            <ReceiptModal number={params.get('receipt')} onClose={() => close(['receipt'])} />
          </PlayersOnly>
        )}
        {modal === 'deposit' && (
          <PlayersOnly>
            <AdditionalDataGate then="deposit">
              <DepositModal onClose={() => close([...RETURN_KEYS])} />
            </AdditionalDataGate>
          </PlayersOnly>
        )}
        {modal === 'withdrawal' && (
          <PlayersOnly>
            <WithdrawalModal onClose={() => close()} />
          </PlayersOnly>
        )}
        {modal === 'additional_data_needed' && (
          <PlayersOnly>
            <AdditionalDataModal onClose={() => close([AFTER_ADDITIONAL_DATA])} onComplete={additionalDataComplete} />
          </PlayersOnly>
        )}
        {modal === 'fullscreen' && (
          <FullscreenGameModal
            slug={params.get('game')}
            demo={params.get('demo') === '1'}
            onClose={() => close(['game', 'demo'])}
          />
        )}
      </Suspense>
    </>
  );
}
