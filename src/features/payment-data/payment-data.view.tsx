import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { t } from '../../i18n/i18n';
import { CardFields } from '../basket/card-fields.view';
import { depositFailureText } from '../wallet/deposit-modal.view';
import { useWalletReturn } from '../wallet/use-wallet-return';
import { providerPageUrl } from '../../app/provider-page';
import { SepaAccountFields } from '../verification/sepa-account-fields.view';
import { stepError } from '../verification/verification-text';
import type { PaymentDataViewModel } from './payment-data.view-model';
import '../verification/verification-strings';
import '../wallet/wallet-strings';
import { WALLET } from '../wallet/wallet.module';

/** A country's German name ("DE" → "Deutschland"); the code itself where the browser knows none. */
const countryName = (code: string): string => {
  try {
    return new Intl.DisplayNames(['de-DE'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

const DefaultBadge = ({ shown }: { shown: boolean }) =>
  shown ? <Badge tone="success">{t('paymentData.default')}</Badge> : null;

const SepaForm = observer(function SepaForm({ vm }: { vm: PaymentDataViewModel }) {
  const form = vm.sepaForm;
  return (
    <form noValidate className="tw-stack" onSubmit={(e) => (e.preventDefault(), void vm.saveSepa())}>
      {form.failure && <Notice tone="error">{stepError(form.failure)}</Notice>}
      {vm.sepa && <p className="tw-muted tw-small">{t('paymentData.sepa.replaceHint')}</p>}
      <SepaAccountFields form={form} />
      <div className="tw-cluster">
        <Button type="submit" loading={form.busy === 'bank'}>
          {t('paymentData.sepa.save')}
        </Button>
        <Button variant="ghost" onClick={() => vm.cancelEdit()}>
          {t('paymentData.cancel')}
        </Button>
      </div>
    </form>
  );
});

const NewCardForm = observer(function NewCardForm({ vm }: { vm: PaymentDataViewModel }) {
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const url = await vm.saveCard();
    const target = providerPageUrl(url);
    if (target) window.location.assign(target);
  };
  return (
    <form noValidate className="tw-stack" onSubmit={(e) => void save(e)}>
      {vm.cardFailure && <Notice tone="error">{depositFailureText(vm.cardFailure)}</Notice>}
      <CardFields form={vm.cardForm} />
      <p className="tw-muted tw-small">{t('paymentData.card.hint')}</p>
      <div className="tw-cluster">
        <Button type="submit" loading={vm.storingCard}>
          {t('paymentData.card.save')}
        </Button>
        <Button variant="ghost" onClick={() => vm.cancelEdit()}>
          {t('paymentData.cancel')}
        </Button>
      </div>
    </form>
  );
});

/** /kundenkonto/zahlungsdaten (account-paymentData). */
const PaymentDataView = observer(function PaymentDataView() {
  const vm = useViewModel(WALLET.paymentDataViewModel);
  usePageTitle(t('paymentData.title'));
  useWalletReturn(
    (marker) => marker === 'card_store',
    (redirectResult) => void vm.resumeCardStore(redirectResult),
  );

  const card = vm.deletable.find((s) => s.type === 'adyen_credit_card');
  const paypal = vm.deletable.find((s) => s.type !== 'adyen_credit_card');
  const confirm = vm.confirmDelete;

  return (
    <div className="tw-container tw-page tw-stack">
      <h1>{t('paymentData.title')}</h1>
      <p>{t('paymentData.intro')}</p>
      {vm.message && <Notice tone={vm.message.tone}>{t(`paymentData.messages.${vm.message.key}`)}</Notice>}
      {vm.loading && <p aria-busy="true">{t('paymentData.loading')}</p>}

      <Card title={t('paymentData.sepa.title')} actions={<DefaultBadge shown={vm.isDefault('sepa_direct_debit')} />}>
        <div className="tw-stack" data-testid="payment-data-sepa">
          <p>
            {vm.sepa
              ? t('paymentData.sepa.stored', { iban: vm.sepa.maskedIban, holder: vm.sepa.accountHolder })
              : t('paymentData.sepa.none')}
          </p>
          {vm.editing === 'sepa' ? (
            <SepaForm vm={vm} />
          ) : (
            <div>
              <Button variant="secondary" onClick={() => vm.editSepa()}>
                {vm.sepa ? t('paymentData.sepa.replace') : t('paymentData.sepa.add')}
              </Button>
            </div>
          )}
        </div>
      </Card>

      <Card title={t('paymentData.card.title')} actions={<DefaultBadge shown={vm.isDefault('adyen_credit_card')} />}>
        <div className="tw-stack" data-testid="payment-data-card">
          {card ? (
            <>
              <p>
                {t('paymentData.card.stored', {
                  brand: card.brand,
                  digits: card.lastDigits,
                  month: card.expiryMonth.padStart(2, '0'),
                  year: card.expiryYear,
                })}
              </p>
              <p className="tw-muted tw-small">{t('paymentData.card.holder', { holder: card.accountHolder })}</p>
            </>
          ) : (
            <p>{t('paymentData.card.none')}</p>
          )}
          {vm.editing === 'card' ? (
            <NewCardForm vm={vm} />
          ) : (
            <div className="tw-cluster">
              <Button variant="secondary" onClick={() => vm.editCard()}>
                {card ? t('paymentData.card.replace') : t('paymentData.card.add')}
              </Button>
              {card && (
                <Button variant="danger" onClick={() => vm.askDelete(card)}>
                  {t('paymentData.card.delete')}
                </Button>
              )}
            </div>
          )}
        </div>
      </Card>

      <Card
        title={t('paymentData.paypal.title')}
        actions={<DefaultBadge shown={vm.isDefault('paypal') || vm.isDefault('adyen_paypal')} />}
      >
        <div className="tw-stack" data-testid="payment-data-paypal">
          {paypal ? (
            <>
              <p>{t('paymentData.paypal.stored', { email: paypal.paypalEmail })}</p>
              {paypal.payerResidenceCountry && (
                <p data-testid="paypal-residence">
                  {t('paymentData.paypal.residence', { country: countryName(paypal.payerResidenceCountry) })}
                </p>
              )}
              <div>
                <Button variant="danger" onClick={() => vm.askDelete(paypal)}>
                  {t('paymentData.paypal.delete')}
                </Button>
              </div>
            </>
          ) : (
            <p>{t('paymentData.paypal.none')}</p>
          )}
        </div>
      </Card>

      <Modal
        open={confirm !== null}
        title={t('paymentData.confirm.title')}
        onClose={() => vm.cancelDelete()}
        size="sm"
        footer={
          <div className="tw-cluster">
            <Button variant="secondary" onClick={() => vm.cancelDelete()}>
              {t('paymentData.confirm.no')}
            </Button>
            <Button variant="danger" loading={vm.deleting} onClick={() => void vm.deleteConfirmed()}>
              {t('paymentData.confirm.yes')}
            </Button>
          </div>
        }
      >
        {confirm && (
          <p>
            {confirm.type === 'adyen_credit_card'
              ? t('paymentData.confirm.card', { digits: confirm.lastDigits })
              : t('paymentData.confirm.paypal', { email: confirm.paypalEmail })}
          </p>
        )}
      </Modal>
    </div>
  );
});

export default PaymentDataView;
