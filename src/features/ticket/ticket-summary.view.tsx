import { type RefObject, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import type { TicketViewModel } from './ticket.view-model';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Notice } from '../../ui/notice';
import { PriceTag } from '../../ui/price-tag';
import { t } from '../../i18n/i18n';
import { ticketErrorMessage } from './ticket-error-message';
import './ticket-strings';

/** How long the total must stay the same before a screen reader hears it: a burst of picks is one announcement. */
const PRICE_ANNOUNCE_DELAY_MS = 1_000;

/**
 * The text a polite live region should hold for a value that changes in bursts: the value once it
 * has stayed the same for `delayMs`. The value the page opened with is not news (it is read with the
 * page); any other, also a first price that arrives after the player's taps, is.
 */
function useSettledAnnouncement(value: string | null, delayMs: number): string {
  const [announced, setAnnounced] = useState('');
  const opening = useRef<string | null>(value);
  useEffect(() => {
    if (value === null || value === opening.current) return;
    const timer = setTimeout(() => {
      opening.current = null;
      setAnnounced(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return announced;
}

/**
 * Keeps `--tw-buy-bar` on the app at the buy bar's height while CSS fixes the bar to the bottom
 * (phones), so the page pads for it and it never covers the end of the page (the footer's last
 * lines), also when a message makes it taller. Before the app runs, CSS pads by a typical height.
 */
function usePadForBar(bar: RefObject<HTMLDivElement | null>, ready: boolean) {
  useEffect(() => {
    const element = bar.current;
    const page = element?.closest<HTMLElement>('.tw-app');
    if (!element || !page || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const fixed = getComputedStyle(element).position === 'fixed';
      page.style.setProperty('--tw-buy-bar', fixed ? `${Math.ceil(element.getBoundingClientRect().height)}px` : '0px');
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => {
      observer.disconnect();
      page.style.removeProperty('--tw-buy-bar');
    };
  }, [bar, ready]);
}

/**
 * What the ticket plays, the platform's live price, the reason it cannot be bought yet, and the buy
 * button. On phones the total, the messages and the button form a bar fixed above the tab bar
 * (issue 25): the same elements, so there is one button of that name at any width. A settled total
 * is announced politely, once per burst of changes.
 */
export const TicketSummary = observer(function TicketSummary({ vm }: { vm: TicketViewModel }) {
  const navigate = useNavigate();
  const bar = useRef<HTMLDivElement>(null);
  usePadForBar(bar, Boolean(vm.config && vm.rules));
  const total = vm.price ? formatMoney(vm.price.total) : null;
  const announcement = useSettledAnnouncement(total, PRICE_ANNOUNCE_DELAY_MS);
  const { config, rules } = vm;
  if (!config || !rules) return null;
  const add = async () => {
    if (await vm.addToBasket()) void navigate('/warenkorb');
  };
  const played =
    rules.kind === 'lose'
      ? t('ticket.loseCount', { count: config.ticketNumbers.length })
      : rules.kind === 'system'
        ? t('ticket.rowsTotal', { count: vm.completeFieldCount * vm.rowsPerField })
        : t('ticket.completeFields', { count: vm.completeFieldCount });
  return (
    <div className="tw-ticket__summary tw-card-surface">
      <p data-testid="ticket-played">{played}</p>
      <PriceTag label={t('ticket.stake')} amount={vm.price ? formatMoney(vm.price.stake) : '–'} />
      {vm.priceFailed && <Notice tone="warning">{t('ticket.priceUnavailable')}</Notice>}
      <div className="tw-ticket__buy" ref={bar}>
        {vm.error && (
          <Notice tone="error">
            <span data-testid="ticket-error">{ticketErrorMessage(vm.error)}</span>
          </Notice>
        )}
        {vm.addFailed && <Notice tone="error">{t('ticket.addFailed')}</Notice>}
        <div className="tw-ticket__buy-row">
          <div data-testid="ticket-total" className="tw-ticket__total">
            <PriceTag label={t('ticket.total')} amount={total ?? '–'} size="lg" note={t('ticket.feeNote')} />
          </div>
          <Button
            className="tw-ticket__buy-button"
            fullWidth
            size="lg"
            loading={vm.adding}
            onClick={() => void add()}
            iconStart={<Icon name="basket" size="sm" />}
          >
            {vm.editingItemId ? t('ticket.saveChanges') : t('ticket.addToBasket')}
          </Button>
        </div>
      </div>
      <p className="tw-visually-hidden" aria-live="polite" data-testid="ticket-price-announcement">
        {announcement && t('ticket.totalAnnouncement', { amount: announcement })}
      </p>
    </div>
  );
});
