import { observer } from 'mobx-react-lite';
import { Link, useLoaderData, useLocation } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import type { PlayerAccount } from '../../../core/domain/player';
import { useLoadedViewModel } from '../../app/container-context';
import type { PlayerData } from '../../app/player-data';
import { usePageTitle } from '../../app/use-page-title';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { formatDate } from '../../i18n/format';
import { errorMessage, t } from '../../i18n/i18n';
import '../../i18n/products-strings';
import { receiptModalSearch } from '../account/receipt-modal-link';
import { ACCOUNT_NAV } from '../account/account-layout.view';
import { withModal } from '../wallet/wallet-return';
import type { AccountHomeData, AccountHomeViewModel } from './account-home.view-model';
import './account-home.css';
import '../wallet/wallet-strings';
import { WALLET } from '../wallet/wallet.module';

const Balance = ({
  vm,
  account,
  title,
  testId,
}: {
  vm: AccountHomeViewModel;
  account: PlayerAccount;
  title: string;
  testId: string;
}) => (
  <Card title={title} headingLevel={3}>
    <dl className="tw-account-home__balance" data-testid={testId}>
      <div>
        <dt>{t('accountHome.total')}</dt>
        <dd className="tw-account-home__total">{formatMoney(vm.total(account))}</dd>
      </div>
      <div>
        <dt>{t('accountHome.payoutableLabel')}</dt>
        <dd>{formatMoney(account.payoutableBalance)}</dd>
      </div>
      <div>
        <dt>{t('accountHome.notPayoutableLabel')}</dt>
        <dd>{formatMoney(account.notPayoutableBalance)}</dd>
      </div>
    </dl>
  </Card>
);

/** /kundenkonto (route `account`): greeting, balances, deposit and withdrawal, the sub-pages. */
const AccountHomeView = observer(function AccountHomeView() {
  const loaded = useLoaderData<PlayerData<AccountHomeData>>();
  const vm = useLoadedViewModel(WALLET.accountHomeViewModel, loaded, (v, d) => v.accept(d));
  const location = useLocation();
  usePageTitle(t('accountHome.title'));
  const common = vm.commonAccount;
  const modal = (name: string) => withModal(location.pathname, location.search, name);

  return (
    <div className="tw-container tw-page tw-stack">
      <h1>{vm.firstName ? t('accountHome.greeting', { name: vm.firstName }) : t('accountHome.title')}</h1>
      {vm.player && !vm.fullyVerified && (
        <Notice
          tone="warning"
          title={t('accountHome.verifyTitle')}
          action={
            <Link className="tw-text-link" to="/kundenkonto/alterspruefung">
              {t('accountHome.verifyLink')}
            </Link>
          }
        >
          <p>{t('accountHome.verifyText')}</p>
        </Notice>
      )}
      {vm.stoppedSubscriptions.map((receipt) => (
        <Notice
          key={receipt.number}
          tone="warning"
          title={t('accountHome.subscriptionStoppedTitle')}
          action={
            <Link className="tw-text-link" to={`/kundenkonto/spielhistorie?${receiptModalSearch(receipt.number)}`}>
              {t('accountHome.subscriptionStoppedLink', { number: receipt.number })}
            </Link>
          }
        >
          <p>
            {errorMessage('accountHome.subscriptionStopped', receipt.subscription?.stoppedReason ?? '', {
              product: t(`products.${receipt.productIdentifier}`),
              date: formatDate(receipt.subscription?.stoppedAt ?? receipt.createdAt),
            })}
          </p>
        </Notice>
      ))}
      <section aria-labelledby="account-home-balances" className="tw-stack">
        <h2 id="account-home-balances">{t('wallet.balance')}</h2>
        <div className="tw-account-home__grid">
          {common ? (
            <Balance vm={vm} account={common} title={t('accountHome.common')} testId="account-home-common" />
          ) : (
            <p aria-busy="true">…</p>
          )}
          {vm.gamesAccount && (
            <Balance vm={vm} account={vm.gamesAccount} title={t('accountHome.games')} testId="account-home-games" />
          )}
        </div>
        {vm.gamesFailed && <p className="tw-muted tw-small">{t('accountHome.gamesFailed')}</p>}
        <p className="tw-small">{t('accountHome.payoutableText')}</p>
        <p className="tw-small">{t('accountHome.notPayoutableText')}</p>
        <div className="tw-cluster">
          <Link className="tw-button tw-button--primary tw-button--md" to={modal('deposit')}>
            {t('accountHome.deposit')}
          </Link>
          <Link className="tw-button tw-button--secondary tw-button--md" to={modal('withdrawal')}>
            {t('accountHome.withdraw')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="account-home-sections">
        <h2 id="account-home-sections">{t('accountHome.sections')}</h2>
        <ul className="tw-account-home__links">
          {ACCOUNT_NAV.filter((item) => !item.end).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="tw-account-home__link">
                <strong>{t(item.label)}</strong>
                <span className="tw-muted tw-small">{t(`accountHome.links.${item.label.split('.').pop()}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
});

export default AccountHomeView;
