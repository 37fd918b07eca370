import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { SavedTip } from '../../../core/domain/saved-tip';
import { useLoadedViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { Skeleton } from '../../ui/skeleton';
import { t } from '../../i18n/i18n';
import { SavedTipEntry } from './saved-tip-entry.view';
import { MY_NUMBERS } from './my-numbers.module';
import './my-numbers-strings';
import './my-numbers.css';

/**
 * /meine-zahlen: the tips saved in this browser. Personal browser data, so the server renders the
 * route's fallback and the route's clientLoader reads the list in the browser.
 */
const MyNumbersView = observer(function MyNumbersView() {
  const tips = useLoaderData<readonly SavedTip[]>();
  const vm = useLoadedViewModel(MY_NUMBERS.myNumbersViewModel, tips, (v, d) => v.accept(d));
  const status = useRef<HTMLParagraphElement>(null);
  usePageTitle(t('myNumbers.title'));
  const event = vm.event;

  // After a delete the entry (and its buttons) is gone: the focus goes to the line that says so.
  useEffect(() => {
    if (event?.kind === 'deleted') status.current?.focus();
  }, [event]);

  return (
    <div className="tw-container tw-page tw-my-numbers">
      <h1>{t('myNumbers.title')}</h1>
      <p className="tw-muted">{t('myNumbers.intro')}</p>
      <p ref={status} role="status" tabIndex={-1} data-testid="my-numbers-status">
        {event
          ? t(`myNumbers.${event.kind}`, { name: event.name })
          : vm.status === 'ready'
            ? t('myNumbers.count', { count: vm.tips.length })
            : t('myNumbers.loading')}
      </p>
      {vm.status === 'loading' && <Skeleton shape="block" />}
      {vm.status === 'ready' && vm.tips.length === 0 && (
        <div className="tw-empty-state">
          <p>{t('myNumbers.empty')}</p>
          <p className="tw-cluster">
            <Link to="/lotto/normalschein">{t('myNumbers.toLotto')}</Link>
            <Link to="/eurojackpot/normalschein">{t('myNumbers.toEurojackpot')}</Link>
          </p>
        </div>
      )}
      {vm.tips.length > 0 && (
        <ul className="tw-my-numbers__list" aria-label={t('myNumbers.list')}>
          {vm.tips.map((tip) => (
            <SavedTipEntry key={tip.id} tip={tip} vm={vm} />
          ))}
        </ul>
      )}
    </div>
  );
});

export default MyNumbersView;
