import { observer } from 'mobx-react-lite';
import type { Odds } from '../../../core/domain/basket-odds';
import { formatMoney } from '../../../core/domain/money';
import { useService, useViewModel } from '../../app/container-context';
import { t } from '../../i18n/i18n';
import { BASKET_ODDS } from './basket-odds.module';
import { formatOdds, formatPerEuro } from './basket-odds-text';
import type { BasketOddsViewModel } from './basket-odds.view-model';
import './basket-odds.css';
import './basket-strings';

/** Gewinnchance, Höchstgewinn, Erwartungswert: the same three facts for a line and for the whole basket. */
function OddsFacts({ odds, vm }: { odds: Odds; vm: BasketOddsViewModel }) {
  const gap = vm.gap(odds);
  return (
    <dl className="tw-basket-odds">
      <div>
        <dt>{t('basket.odds.win')}</dt>
        <dd>
          {formatOdds(odds.win)} <span className="tw-basket-odds__hint">{t('basket.odds.winHint')}</span>
        </dd>
      </div>
      <div>
        <dt>{t('basket.odds.top')}</dt>
        <dd>{formatOdds(odds.top)}</dd>
      </div>
      <div>
        <dt>{t('basket.odds.expected')}</dt>
        <dd data-testid="expected-value">
          {odds.expected
            ? formatMoney(odds.expected)
            : t(`basket.odds.${gap === 'failed' ? 'expectedFailed' : 'expectedLoading'}`)}
        </dd>
      </div>
    </dl>
  );
}

/** The odds of one basket line, inside its card. */
export const LineOddsView = observer(function LineOddsView({ itemId }: { itemId: string }) {
  const vm = useService(BASKET_ODDS.basketOddsViewModel);
  const odds = vm.line(itemId);
  return odds && <OddsFacts odds={odds} vm={vm} />;
});

/**
 * The whole basket's odds with how they are computed; loads the archive's quotas while shown. With
 * one line the figures are that line's, shown on it: the box then only says how they are computed.
 */
export const BasketOddsSummary = observer(function BasketOddsSummary() {
  const vm = useViewModel(BASKET_ODDS.basketOddsViewModel, (v) => v.start());
  const odds = vm.odds;
  if (!odds) return null;
  const gap = vm.gap(odds);
  const draws = vm.archiveDraws;
  return (
    <section className="tw-basket-odds-summary tw-card-surface" aria-labelledby="basket-odds-title">
      <h2 id="basket-odds-title">{t('basket.odds.summaryTitle')}</h2>
      {vm.sumsLines && <OddsFacts odds={odds} vm={vm} />}
      <p className="tw-small">
        {draws ? t('basket.odds.howDraws', { draws }) : t('basket.odds.how')}{' '}
        {odds.returnPerEuro !== null && t('basket.odds.returnPerEuro', { amount: formatPerEuro(odds.returnPerEuro) })}
      </p>
      {gap && <p className="tw-small tw-muted">{t(`basket.odds.${gap}Note`)}</p>}
    </section>
  );
});
