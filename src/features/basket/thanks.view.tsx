import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import { useService } from '../../app/container-context';
import { Icon } from '../../ui/icon';
import { t } from '../../i18n/i18n';
import { usePageTitle } from '../../app/use-page-title';
import './basket-strings';
import { BASKET } from './basket.module';
import { SESSION } from '../session/session.module';

/** Checkout success (no page-view tracking here, spec/1 §2). */
const ThanksView = observer(function ThanksView() {
  const basket = useService(BASKET.basketViewModel);
  const session = useService(SESSION.sessionViewModel);
  const purchase = basket.lastPurchase;
  usePageTitle(t('thanks.title'));
  return (
    <div className="tw-container tw-page tw-thanks">
      <Icon name="check" size="lg" className="tw-thanks__icon" />
      <h1>{t('thanks.title')}</h1>
      {purchase ? (
        <p data-testid="thanks-summary">
          {t('thanks.summary', { count: purchase.items.length, total: formatMoney(purchase.total) })}
        </p>
      ) : (
        <p>{t('thanks.noPurchase')}</p>
      )}
      {session.balance && <p>{t('thanks.balance', { balance: formatMoney(session.balance) })}</p>}
      <div className="tw-cluster">
        <Link className="tw-button tw-button--primary tw-button--md" to="/kundenkonto/spielhistorie?sortierung=neueste">
          {t('thanks.toReceipts')}
        </Link>
        <Link className="tw-button tw-button--secondary tw-button--md" to="/lotto/normalschein">
          {t('thanks.playAgain')}
        </Link>
      </div>
    </div>
  );
});

export default ThanksView;
