import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { berlinDateOf } from '../../../core/domain/draw';
import { formatMoney } from '../../../core/domain/money';
import { germanDate } from '../../../core/domain/results-date';
import type { CheckedGame, PastWinnings } from '../../../core/domain/winning-check';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { classMatch, gameName, winRow } from './winning-check-text';
import type { WinningCheckViewModel } from './winning-check.view-model';
import '../../ui/data-table.css';

const count = new Intl.NumberFormat('de-DE');

/**
 * The archive loading: a real progress bar with its values, and the same in words. Until the
 * archive's draws are known the bar has no values yet (indeterminate), rather than "0 of 0".
 */
const ArchiveProgressBar = observer(function ArchiveProgressBar({ vm }: { vm: WinningCheckViewModel }) {
  const progress = vm.progress;
  const text = progress
    ? t('winningCheck.progressText', { loaded: count.format(progress.loaded), total: count.format(progress.total) })
    : t('winningCheck.progressPending');
  return (
    <div className="tw-winning-check__progress" data-testid="winning-check-progress">
      <p id="winning-check-progress-label">{t('winningCheck.progressLabel')}</p>
      <div
        role="progressbar"
        aria-labelledby="winning-check-progress-label"
        aria-valuemin={progress ? 0 : undefined}
        aria-valuemax={progress?.total}
        aria-valuenow={progress?.loaded}
        aria-valuetext={text}
        className="tw-winning-check__bar"
      >
        <span style={{ width: `${vm.percent}%` }} />
      </div>
      <p className="tw-muted tw-small">{text}</p>
    </div>
  );
});

function ClassTable({ result, game }: { result: PastWinnings; game: CheckedGame }) {
  const rows = result.classes.filter((c) => c.game === game);
  return (
    <div className="tw-data-table-scroll">
      <table className="tw-data-table" data-testid={`winning-check-classes-${game}`}>
        <caption>{t('winningCheck.classesCaption', { game: gameName(game) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('winningCheck.class')}</th>
            <th scope="col">{t('winningCheck.match')}</th>
            <th scope="col" className="tw-num">
              {t('winningCheck.hits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tier} className={row.hits > 0 ? 'tw-winning-check__hit' : undefined}>
              <th scope="row">{row.tier}</th>
              <td>{classMatch(game, row.tier)}</td>
              <td className="tw-num">{count.format(row.hits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WinsTable({ result }: { result: PastWinnings }) {
  if (result.wins.length === 0) return <p>{t('winningCheck.noWins')}</p>;
  return (
    <div className="tw-data-table-scroll">
      <table className="tw-data-table" data-testid="winning-check-wins">
        <caption>{t('winningCheck.winsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('winningCheck.date')}</th>
            <th scope="col">{t('winningCheck.game')}</th>
            <th scope="col">{t('winningCheck.winClass')}</th>
            <th scope="col">{t('winningCheck.fields')}</th>
            <th scope="col" className="tw-num">
              {t('winningCheck.quota')}
            </th>
            <th scope="col" className="tw-num">
              {t('winningCheck.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.wins.map(winRow).map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <Link to={row.href}>{row.date}</Link>
              </th>
              <td>{row.game}</td>
              <td>{row.winClass}</td>
              <td>{row.fields}</td>
              <td className="tw-num">{row.quota}</td>
              <td className="tw-num">{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the tip would have won: draws checked, the total, each class's hits and every winning draw. */
export const WinningCheckResult = observer(function WinningCheckResult({ vm }: { vm: WinningCheckViewModel }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const result = vm.result;
  // Keyboard and screen-reader users land on the answer once it is there.
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  if (vm.phase === 'loading') return <ArchiveProgressBar vm={vm} />;
  if (vm.phase === 'failed')
    return (
      <Notice tone="error" action={<Button onClick={() => void vm.submit()}>{t('winningCheck.retry')}</Button>}>
        {t('winningCheck.failed')}
      </Notice>
    );
  if (!result) return null;
  const games = [...new Set(result.classes.map((c) => c.game))];
  const period = result.period;
  return (
    <section
      className="tw-winning-check__result"
      aria-labelledby="winning-check-result"
      data-testid="winning-check-result"
    >
      <h2 id="winning-check-result" ref={heading} tabIndex={-1}>
        {t('winningCheck.result')}
      </h2>
      <p className="tw-winning-check__checked" data-testid="winning-check-checked">
        {t('winningCheck.checked', { count: result.drawsChecked })}
        {period &&
          ` ${t('winningCheck.period', { from: germanDate(berlinDateOf(period.from)), to: germanDate(berlinDateOf(period.to)) })}`}
      </p>
      <dl className="tw-winning-check__total">
        <dt>{t('winningCheck.total')}</dt>
        <dd data-testid="winning-check-total">{formatMoney(result.total)}</dd>
      </dl>
      <p className="tw-muted tw-small">{t('winningCheck.totalNote')}</p>
      <h3>{t('winningCheck.classes')}</h3>
      {games.map((game) => (
        <ClassTable key={game} result={result} game={game} />
      ))}
      <h3>{t('winningCheck.wins')}</h3>
      <WinsTable result={result} />
    </section>
  );
});
