import { formatMoney } from '../../../core/domain/money';
import type { SpendingMonth, SpendingTotals } from '../../../core/domain/spending';
import { t } from '../../i18n/i18n';
import { monthName, SERIES, seriesName } from './spending-format';
import '../../ui/data-table.css';

/** The chart's figures as a table: one row per month, oldest first like the chart, and the sums. */
export function SpendingTable({ months, totals }: { months: readonly SpendingMonth[]; totals: SpendingTotals }) {
  return (
    <div className="tw-data-table-scroll tw-spending__table-wrap">
      <table className="tw-data-table" data-testid="spending-table">
        <caption>{t('spending.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('spending.table.month')}</th>
            {SERIES.map((series) => (
              <th key={series} scope="col" className="tw-num">
                {seriesName(series)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} data-month={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              {SERIES.map((series) => (
                <td key={series} className="tw-num" data-series={series}>
                  {formatMoney(month[series])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="spending-totals">
            <th scope="row">{t('spending.table.total')}</th>
            {SERIES.map((series) => (
              <td key={series} className="tw-num" data-series={series}>
                {formatMoney(totals[series])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
