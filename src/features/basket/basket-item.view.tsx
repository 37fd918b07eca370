import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import type { BasketItem } from '../../../core/domain/basket';
import { formatMoney } from '../../../core/domain/money';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Card } from '../../ui/card';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { ticketRoute } from '../ticket/ticket-routes';
import { useService } from '../../app/container-context';
import { SHARED } from '../../composition/shared.tokens';
import '../ticket/ticket-strings';
import './basket-strings';
import '../../i18n/products-strings';

interface Props {
  item: BasketItem;
  index: number;
  errors: readonly string[];
  onRemove: () => void;
  /** Gewinnchance and Erwartungswert of the line, under its numbers. */
  children?: ReactNode;
}

export function BasketItemView({ item, index, errors, onRemove, children }: Props) {
  const fields = item.config.numberFields;
  const reporter = useService(SHARED.errorReporter);
  const route = ticketRoute(item.identifier);
  // An unmapped identifier is a bug to hear about (spec/2 §8), once per line; the line shows no edit link.
  useEffect(() => {
    ticketRoute(item.identifier, (message) => reporter.report({ source: 'routes', message }));
  }, [item.identifier, reporter]);
  const lose = item.identifier === 'gluecksspirale_regular';
  const days = item.repetitionFrequency?.unit === 'day';
  const kenoType = /^keno_type_(\d+)$/.exec(fields[0]?.fieldTypeIdentifier ?? '')?.[1];
  return (
    <Card as="article" title={t(`products.${item.identifier}`)} headingLevel={3} className="tw-basket-item">
      <dl className="tw-basket-item__facts">
        <div>
          <dt>{lose ? t('basket.lose') : t('basket.fields')}</dt>
          <dd>
            {lose
              ? t('basket.loseCount', { count: item.config.ticketNumbers.length })
              : t('basket.fieldCount', { count: fields.length })}
          </dd>
        </div>
        {kenoType && item.fieldStake && (
          <div>
            <dt>{t('basket.kenoType')}</dt>
            <dd>{t('basket.kenoTypeStake', { type: kenoType, stake: formatMoney(item.fieldStake) })}</dd>
          </div>
        )}
        <div>
          <dt>{lose ? t('basket.loseNumbers') : t('basket.ticketNumber')}</dt>
          <dd className="tw-mono">{item.config.ticketNumbers.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('basket.addons')}</dt>
          <dd>
            {item.config.addonLotteries.length
              ? item.config.addonLotteries.map((a) => t(`addons.${a.identifier}`)).join(', ')
              : t('basket.none')}
          </dd>
        </div>
        <div>
          <dt>{t('basket.draws')}</dt>
          <dd>
            {item.recurringDrawEventIdentifiers.map((e) => t(`drawEvents.${e}`)).join(' + ')} ·{' '}
            {t(days ? 'basket.days' : 'basket.weeks', { count: item.repetitionQuantity })}
          </dd>
        </div>
        {item.drawingDate && (
          <div>
            <dt>{t('basket.firstDraw')}</dt>
            <dd>{formatDateTime(item.drawingDate)}</dd>
          </div>
        )}
      </dl>
      {fields.length > 0 && (
        <ol className="tw-basket-item__fields" aria-label={t('basket.fieldsOf', { index: index + 1 })}>
          {fields.map((f, i) => (
            <li key={i}>
              <span className="tw-visually-hidden">{t('ticket.fieldLabel', { index: i + 1 })}: </span>
              {f.mainTips.join(' · ')}
              {f.extraTips.length > 0 && (
                <>
                  {' + '}
                  <span className="tw-visually-hidden">{t('basket.extraNumbers')}: </span>
                  {f.extraTips.join(' · ')}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {children}
      {errors.length > 0 && (
        <p className="tw-basket-item__error" role="alert">
          {errors.map((e) => t(`basket.itemErrors.${e}`, { defaultValue: t('basket.itemErrors.unknown') })).join(' ')}
        </p>
      )}
      <div className="tw-basket-item__footer">
        <span className="tw-basket-item__price" data-testid="basket-item-price">
          {formatMoney(item.price.total)}
        </span>
        <div className="tw-cluster">
          {route && (
            <Link className="tw-text-link" to={`${route}?edit=${encodeURIComponent(item.id)}`}>
              {t('basket.edit')}
            </Link>
          )}
          <Button
            variant="ghost"
            size="sm"
            iconStart={<Icon name="trash" size="sm" />}
            onClick={onRemove}
            aria-label={t('basket.removeItem', { index: index + 1 })}
          >
            {t('basket.remove')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
