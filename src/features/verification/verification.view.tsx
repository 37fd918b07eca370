import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useLoadedViewModel } from '../../app/container-context';
import type { PlayerData } from '../../app/player-data';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice, type NoticeTone } from '../../ui/notice';
import { Skeleton } from '../../ui/skeleton';
import { t } from '../../i18n/i18n';
import type { FinalVerificationStatus } from '../../../core/domain/verification-flow';
import type { VerificationRun } from '../../../core/use-cases/verify-player.use-case';
import { AccountLevel } from './account-level.view';
import { MicroDepositSection } from './micro-deposit.view';
import { SelfieIdentSection } from './selfie-ident.view';
import { AGE_VERIFICATION_PATH, IDENT_RETURN, IDENTITY_CHECK_MODAL, SHOW_MDV_DETAILS } from './verification-routes';
import './verification.css';
import './verification-strings';
import { VERIFICATION } from './verification.module';

const TONE: Record<FinalVerificationStatus, NoticeTone> = {
  verified: 'success',
  missingBankDetails: 'warning',
  pendingMicroDepositVerification: 'info',
  missingMicroDepositVerification: 'warning',
  missingNectIdentCheck: 'warning',
  verificationExpired: 'error',
  fraudLocked: 'error',
  verificationError: 'error',
};

/** /kundenkonto/alterspruefung (route account-ageVerification). */
const VerificationView = observer(function VerificationView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const identReturn = params.get(IDENT_RETURN) === '1';
  const loaded = useLoaderData<PlayerData<VerificationRun>>();
  const vm = useLoadedViewModel(VERIFICATION.verificationViewModel, loaded, (v, d) =>
    v.accept(d, { showMicroDepositDetails: params.get(SHOW_MDV_DETAILS) === '1', identReturn }),
  );
  usePageTitle(t('verification.title'));

  // Back from the ident provider: once the flow has run again, show the result in its modal.
  useEffect(() => {
    if (!identReturn || vm.loading) return;
    const modal = new URLSearchParams({ 'open-modal': IDENTITY_CHECK_MODAL, result: vm.identityResult ?? 'unknown' });
    void navigate(`${AGE_VERIFICATION_PATH}?${modal.toString()}`, { replace: true });
  }, [identReturn, vm.loading, vm.identityResult, navigate]);

  const result = vm.loading ? null : vm.result;
  return (
    <div className="tw-container tw-page tw-stack tw-verification">
      <h1>{t('verification.title')}</h1>
      <p>{t('verification.intro')}</p>
      {vm.level ? (
        <AccountLevel level={vm.level} expiresAt={vm.player?.verificationExpiredAt ?? null} />
      ) : (
        <Skeleton shape="block" />
      )}
      <Card title={t('verification.flow.heading')}>
        <div aria-live="polite" data-testid="verification-state" data-status={result ?? vm.flowStatus ?? 'loading'}>
          {result ? (
            <Notice
              tone={TONE[result]}
              action={
                result === 'verificationError' ? (
                  <Button size="sm" variant="secondary" onClick={() => void vm.refresh()}>
                    {t('verification.flow.retry')}
                  </Button>
                ) : undefined
              }
            >
              {t(`verification.flow.${result}`)}
            </Notice>
          ) : (
            <p className="tw-muted">{t(`verification.flow.${vm.flowStatus ?? 'unverified'}`)}</p>
          )}
        </div>
      </Card>
      {vm.player && !vm.verified && vm.result !== 'fraudLocked' && (
        <section className="tw-stack" aria-labelledby="verification-methods">
          <h2 id="verification-methods">{t('verification.methods.heading')}</h2>
          <MicroDepositSection vm={vm} />
          <SelfieIdentSection vm={vm} />
        </section>
      )}
    </div>
  );
});

export default VerificationView;
