import { observer } from 'mobx-react-lite';
import { Link, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import type { CheckedLottery } from '../../../core/domain/winning-check-tip';
import { useLoadedViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { resultsPath } from '../results/results-routes';
import { WinningCheckForm } from './winning-check-form.view';
import { WinningCheckResult } from './winning-check-result.view';
import './winning-check-text';
import type { TipQuery, WinningCheckData } from './winning-check.view-model';
import { WINNING_CHECK } from './winning-check.module';
import './winning-check.css';

const queryOf = (params: URLSearchParams): TipQuery => ({
  tips: params.getAll('tipp'),
  superNumber: params.get('superzahl'),
  ticketNumber: params.get('losnummer'),
});

/** /lotto/gewinnabfrage, /eurojackpot/gewinnabfrage: a tip checked against every draw of the archive. */
export const WinningCheckPage = observer(function WinningCheckPage({ lottery }: { lottery: CheckedLottery }) {
  const loaded = useLoaderData<WinningCheckData>();
  const [params] = useSearchParams();
  const vm = useLoadedViewModel(WINNING_CHECK.winningCheckViewModel, loaded, (v, d) => v.accept(d, queryOf(params)));
  const revalidator = useRevalidator();
  const title = t(`winningCheck.titles.${lottery}`);
  usePageTitle(title);
  return (
    <div className="tw-container tw-page tw-winning-check" data-testid="winning-check-page">
      <h1>{title}</h1>
      <p className="tw-winning-check__intro">{t('winningCheck.intro')}</p>
      {vm.status === 'error' ? (
        <Notice
          tone="error"
          action={<Button onClick={() => void revalidator.revalidate()}>{t('common.retry')}</Button>}
        >
          {t('winningCheck.loadFailed')}
        </Notice>
      ) : (
        <div className="tw-winning-check__layout">
          <WinningCheckForm vm={vm} />
          <div className="tw-winning-check__answer">
            <WinningCheckResult vm={vm} />
          </div>
        </div>
      )}
      <p className="tw-winning-check__more">
        <Link to={resultsPath(lottery)}>{t('winningCheck.toResults')}</Link>
      </p>
    </div>
  );
});
