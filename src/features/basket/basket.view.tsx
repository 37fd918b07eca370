import { lazy, Suspense, useEffect, useEffectEvent, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import { useService } from '../../app/container-context';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { PriceTag } from '../../ui/price-tag';
import { hasMessage, t } from '../../i18n/i18n';
import { globalErrorKey } from '../../../core/domain/errors';
import { BasketItemView } from './basket-item.view';
import { PaymentOptions } from './payment-options.view';
import { AdditionalDataNotice } from './additional-data-notice.view';
import { ADDITIONAL_DATA_MODAL } from '../account/additional-data-reminder.view-model';
import type { CheckoutAction } from './basket.view-model';
import { providerPageUrl } from '../../app/provider-page';
import { usePageTitle } from '../../app/use-page-title';
import './basket-strings';
import '../../i18n/products-strings';
import { BASKET } from './basket.module';
import { SESSION } from '../session/session.module';

// The odds (and the results feature's draws gateway) load once the basket has lines: an empty basket carries none
// of it. A chunk that does not load leaves the odds out; the basket itself stays.
const Nothing: ComponentType<{ itemId?: string }> = () => null;
const oddsView = () =>
  import('./basket-odds.view').catch(() => ({ LineOddsView: Nothing, BasketOddsSummary: Nothing }));
const LineOddsView = lazy(() => oddsView().then((m) => ({ default: m.LineOddsView })));
const BasketOddsSummary = lazy(() => oddsView().then((m) => ({ default: m.BasketOddsSummary })));

const BasketView = observer(function BasketView() {
  const basket = useService(BASKET.basketViewModel);
  const session = useService(SESSION.sessionViewModel);
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(t('basket.title'));

  const [params] = useSearchParams();
  // spec/2 "Global error code": the first code's text, processing_failed's own, otherwise the general one.
  const globalError = globalErrorKey(basket.errors.globalErrors, (code) => hasMessage(`basket.globalErrors.${code}`));
  // Over the basket, without `next`: once saved the modal closes and the player is back here, with the buy button.
  const askForAdditionalData = () => void navigate(`/warenkorb?open-modal=${ADDITIONAL_DATA_MODAL}`, { replace: true });
  const act = (action: CheckoutAction) => {
    if (action.kind === 'done') void navigate('/warenkorb/danke');
    else if (action.kind === 'additional_data') askForAdditionalData();
    else if (action.kind === 'redirect') window.location.assign(providerPageUrl(action.url) ?? '/');
    else if (action.kind === 'modal') {
      const code = action.code ? `&code=${encodeURIComponent(action.code)}` : '';
      const at = action.at ? `&at=${encodeURIComponent(action.at)}` : '';
      void navigate(`/warenkorb?open-modal=basket_error${code}${at}`, { replace: true });
    }
  };
  const buy = async () => act(await basket.purchase());

  useEffect(() => () => basket.forgetAdditionalDataRequest(), [basket]);

  // Back from 3-D Secure or PayPal: finish the payment once the session is known, once per return.
  const paymentReturn = params.get('payment_return');
  const sessionKnown = session.commonAccount !== null;
  const resumePayment = useEffectEvent(() => {
    const redirectResult = params.get('redirect_result');
    void navigate('/warenkorb', { replace: true });
    void basket.resumePayment(redirectResult).then(act);
  });
  useEffect(() => {
    if (paymentReturn && sessionKnown) resumePayment();
  }, [paymentReturn, sessionKnown]);

  const itemErrors = (index: number) =>
    Object.entries(basket.errors.attributeErrors)
      .filter(([key]) => key.startsWith(`line_items.${index}.`))
      .flatMap(([, codes]) => codes);

  return (
    <div className="tw-container tw-page">
      <h1>{t('basket.title')}</h1>
      {basket.removed.length > 0 && (
        <Notice tone="warning" title={t('basket.removedTitle')} onDismiss={() => basket.dismissRemoved()}>
          <ul>
            {basket.removed.map((r) => (
              <li key={r.item.id}>
                {t(`products.${r.item.identifier}`)}:{' '}
                {r.codes
                  .map((c) => t(`basket.itemErrors.${c}`, { defaultValue: t('basket.itemErrors.unknown') }))
                  .join(' ')}
              </li>
            ))}
          </ul>
        </Notice>
      )}
      {globalError && (
        <Notice tone="error">
          <span data-testid="basket-global-error">{t(`basket.globalErrors.${globalError}`)}</span>
        </Notice>
      )}
      {basket.validationFailed && <Notice tone="warning">{t('basket.validationUnavailable')}</Notice>}
      {basket.count === 0 ? (
        <div className="tw-empty-state">
          <p>{t('basket.empty')}</p>
          <Link className="tw-text-link" to="/lotto/normalschein">
            {t('basket.playLotto')}
          </Link>
        </div>
      ) : (
        <div className="tw-basket">
          <div className="tw-stack">
            {/* A heading of its own, so the tickets' h3 follow an h2 (axe heading-order). */}
            <section aria-labelledby="basket-items-title" className="tw-stack">
              <h2 id="basket-items-title" className="tw-visually-hidden">
                {t('basket.items')}
              </h2>
              {basket.items.map((item, index) => (
                <BasketItemView
                  key={item.id}
                  item={item}
                  index={index}
                  errors={itemErrors(index)}
                  onRemove={() => void basket.remove(item.id)}
                >
                  <Suspense fallback={null}>
                    <LineOddsView itemId={item.id} />
                  </Suspense>
                </BasketItemView>
              ))}
            </section>
            <Suspense fallback={null}>
              <BasketOddsSummary />
            </Suspense>
          </div>
          <aside className="tw-basket__summary tw-card-surface" aria-labelledby="checkout-title">
            <h2 id="checkout-title">{t('basket.checkout')}</h2>
            <PriceTag label={t('basket.total')} amount={formatMoney(basket.total)} size="lg" />
            {session.loggedIn && session.balance && (
              <>
                <PriceTag label={t('basket.balance')} amount={formatMoney(session.balance)} />
                <PriceTag
                  label={t('basket.amountToPay')}
                  amount={basket.amountToPay ? formatMoney(basket.amountToPay) : '…'}
                />
                <p className="tw-muted">{t('basket.payFromWallet')}</p>
                {basket.amountToPay && basket.amountToPay.fractional > 0 && (
                  <>
                    <p>{t('basket.payRest', { amount: formatMoney(basket.amountToPay) })}</p>
                    <PaymentOptions selection={basket.payment} />
                  </>
                )}
                {basket.notice && <Notice tone="error">{t(basket.notice)}</Notice>}
              </>
            )}
            {basket.blocker === 'not_logged_in' ? (
              <Button fullWidth onClick={() => void navigate(`${location.pathname}?open-modal=login`)}>
                {t('basket.loginToBuy')}
              </Button>
            ) : (
              <>
                <AdditionalDataNotice basket={basket} player={session.player} onAdd={askForAdditionalData} />
                {basket.blocker && basket.blocker !== 'balances_loading' && (
                  <Notice tone={basket.blocker === 'card_incomplete' ? 'info' : 'error'}>
                    {t(`basket.blockers.${basket.blocker}`)}
                  </Notice>
                )}
                <Button
                  fullWidth
                  size="lg"
                  loading={basket.purchasing}
                  disabled={basket.blocker !== null || basket.validating}
                  onClick={() => void buy()}
                >
                  {t('basket.buy', { amount: formatMoney(basket.total) })}
                </Button>
              </>
            )}
            <p className="tw-muted tw-small">{t('basket.legal')}</p>
          </aside>
        </div>
      )}
    </div>
  );
});

export default BasketView;
