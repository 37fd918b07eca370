import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import { useViewModel } from '../../app/container-context';
import { withFeature } from '../../app/feature-view';
import { safeRedirectPath } from '../../app/safe-redirect';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { addTranslations, t } from '../../i18n/i18n';
import devStrings from './dev.de.json';
import { DEV, devFeature } from './dev.module';

addTranslations({ dev: devStrings });

/**
 * /dev/fake-psp/3ds and /dev/fake-psp/paypal: the bank's and PayPal's pages of the fake PSP,
 * where a developer decides how the payment ends. A real PSP shows its own pages instead.
 */
const FakePspView = observer(function FakePspView() {
  const [params] = useSearchParams();
  const vm = useViewModel(DEV.fakePspViewModel);
  const transactionId = params.get('transaction_id');
  const orderId = params.get('order_id');
  const returnUrl = safeRedirectPath(params.get('return_url'), '/warenkorb');
  const paypal = orderId !== null;
  usePageTitle(t(paypal ? 'dev.psp.paypalTitle' : 'dev.psp.secureTitle'));

  const go = (url: string | null) => {
    if (url) window.location.assign(safeRedirectPath(url, '/warenkorb'));
  };
  const decide = (outcome: 'approve' | 'fail' | 'cancel') =>
    void (paypal
      ? vm.decidePaypal(orderId, returnUrl, outcome === 'approve').then(go)
      : vm.decideSecureChallenge(transactionId ?? '', returnUrl, outcome).then(go));

  return (
    <div className="tw-container tw-page tw-fake-psp">
      <h1>{t(paypal ? 'dev.psp.paypalTitle' : 'dev.psp.secureTitle')}</h1>
      <Card>
        <p>{t(paypal ? 'dev.psp.paypalText' : 'dev.psp.secureText')}</p>
        <p className="tw-muted tw-small">{t('dev.psp.reference', { reference: orderId ?? transactionId ?? '–' })}</p>
        {vm.failed && <Notice tone="error">{t('dev.psp.failed')}</Notice>}
        <div className="tw-cluster">
          <Button disabled={vm.busy} onClick={() => decide('approve')}>
            {t('dev.psp.approve')}
          </Button>
          {!paypal && (
            <Button variant="secondary" disabled={vm.busy} onClick={() => decide('fail')}>
              {t('dev.psp.fail')}
            </Button>
          )}
          <Button variant="ghost" disabled={vm.busy} onClick={() => decide('cancel')}>
            {t('dev.psp.cancel')}
          </Button>
        </div>
      </Card>
    </div>
  );
});

export default withFeature(devFeature, FakePspView);
