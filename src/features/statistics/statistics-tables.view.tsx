import type { PairFrequency } from '../../../core/domain/number-statistics';
import { t } from '../../i18n/i18n';
import { frequencyRow, pairText } from './statistics-text';
import type { PoolView } from './statistics.view-model';
import '../../ui/data-table.css';

/** Every number of a pool: how often, when last, draws since (the chart's accessible equivalent). */
export function FrequencyTable({ view, pool, testId }: { view: PoolView; pool: string; testId: string }) {
  return (
    <table className="tw-data-table tw-data-table--compact" data-testid={testId}>
      <caption>{t('statistics.caption', { pool })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('statistics.columns.number')}</th>
          <th scope="col" className="tw-num">
            {t('statistics.columns.count')}
          </th>
          <th scope="col">{t('statistics.columns.lastDrawn')}</th>
          <th scope="col" className="tw-num">
            {t('statistics.columns.drawsAgo')}
          </th>
        </tr>
      </thead>
      <tbody>
        {view.rows.map(frequencyRow).map((row) => (
          <tr key={row.number}>
            <th scope="row">{row.number}</th>
            <td className="tw-num">{row.count}</td>
            <td>{row.lastDrawn}</td>
            <td className="tw-num">{row.drawsAgo}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The pairs drawn together most often, ranked. */
export function PairsTable({ pairs }: { pairs: readonly PairFrequency[] }) {
  return (
    <table className="tw-data-table tw-data-table--compact" data-testid="statistics-pairs">
      <caption>{t('statistics.pairsCaption', { count: pairs.length })}</caption>
      <thead>
        <tr>
          <th scope="col" className="tw-num">
            {t('statistics.pairColumns.rank')}
          </th>
          <th scope="col">{t('statistics.pairColumns.pair')}</th>
          <th scope="col" className="tw-num">
            {t('statistics.pairColumns.count')}
          </th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair, index) => (
          <tr key={`${pair.first}-${pair.second}`}>
            <td className="tw-num">{index + 1}</td>
            <th scope="row">{pairText(pair)}</th>
            <td className="tw-num">{pair.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
