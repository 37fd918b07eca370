import { observer } from 'mobx-react-lite';
import type { WinningProbability } from '../../../core/domain/content';
import { useLoaderData, useRevalidator } from 'react-router';
import { useLoadedViewModel } from '../../app/container-context';
import { type WinningProbabilitiesData } from './winning-probabilities.view-model';
import { usePageTitle } from '../../app/use-page-title';
import { t } from '../../i18n/i18n';
import { ContentFailed, ContentLoading } from './content-article.view';
import './content.css';
import './content-strings';
import { CONTENT } from './content.module';

const oddsFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
export const formatOdds = (odds: number): string =>
  t('content.probabilities.oddsValue', { odds: oddsFormat.format(odds) });

export function OddsTable({ table }: { table: WinningProbability }) {
  const keno = table.lottery === 'keno';
  const headingId = `odds-${table.id}`;
  return (
    <section className="tw-odds" aria-labelledby={headingId}>
      <h2 id={headingId}>{table.title}</h2>
      <div className="tw-odds__scroll">
        <table className="tw-odds__table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t(keno ? 'content.probabilities.kenoType' : 'content.probabilities.class')}</th>
              <th scope="col">{t('content.probabilities.match')}</th>
              <th scope="col">{t('content.probabilities.odds')}</th>
              <th scope="col">{t('content.probabilities.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {table.chances.flatMap((chance) =>
              chance.options.map((option, index) => (
                <tr key={`${chance.winningClass}-${option.label}`}>
                  {index === 0 && (
                    <th scope="row" rowSpan={chance.options.length}>
                      {keno
                        ? t('content.probabilities.kenoTypeValue', { type: chance.winningClass })
                        : chance.winningClass}
                    </th>
                  )}
                  <td>{keno ? option.label.replace(/^Typ \d+: /, '') : option.label}</td>
                  <td className="tw-odds__value">{formatOdds(option.odds)}</td>
                  <td>{option.prize}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /gewinnwahrscheinlichkeiten: every game's classes with their odds, from the content service. */
const WinningProbabilitiesView = observer(function WinningProbabilitiesView() {
  const vm = useLoadedViewModel(
    CONTENT.winningProbabilitiesViewModel,
    useLoaderData<WinningProbabilitiesData>(),
    (v, d) => v.accept(d),
  );
  const revalidator = useRevalidator();
  usePageTitle(t('content.probabilities.title'));
  if (vm.status === 'loading') return <ContentLoading />;
  if (vm.status === 'error') return <ContentFailed onRetry={() => void revalidator.revalidate()} />;
  return (
    <article className="tw-container tw-content-page" aria-labelledby="content-title">
      <h1 id="content-title">{t('content.probabilities.title')}</h1>
      <p className="tw-content-page__lead">{t('content.probabilities.lead')}</p>
      {vm.tables.map((table) => (
        <OddsTable key={table.id} table={table} />
      ))}
      <p className="tw-content-page__note">{t('content.probabilities.note')}</p>
    </article>
  );
});

export default WinningProbabilitiesView;
