import type { QuotaSection } from './results-text';
import { nameOf } from './results-text';
import { t } from '../../i18n/i18n';

/** One game's quotas: class as row header, what it takes, winners, amount per winner ("unbesetzt" in words, not colour). */
export function QuotasTable({ section, date, focused }: { section: QuotaSection; date: string; focused: boolean }) {
  const keno = section.game === 'keno';
  const caption = keno
    ? t('results.quotas.kenoCaption', { date })
    : t('results.quotas.caption', { game: nameOf(section.game), date });
  return (
    <div
      className={`tw-results__table-wrap${focused ? ' tw-results__table-wrap--focused' : ''}`}
      data-testid={`quotas-${section.game}`}
    >
      <table className="tw-results__quotas">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.quotas.class')}</th>
            <th scope="col">{t('results.quotas.match')}</th>
            <th scope="col" className="tw-num">
              {t('results.quotas.winners')}
            </th>
            <th scope="col" className="tw-num">
              {t('results.quotas.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.key} className={row.vacant ? 'tw-results__vacant' : undefined}>
              <th scope="row">{row.classLabel}</th>
              <td>{row.match}</td>
              <td className="tw-num">{row.winners}</td>
              <td className="tw-num">{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
