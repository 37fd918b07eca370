import type { ReactNode } from 'react';
import { cx } from './class-names';
import './price-tag.css';

export interface PriceTagProps {
  /** What the amount is, e.g. "Gesamtpreis" or "Spieleinsatz". */
  label: ReactNode;
  /** Already formatted by the caller with Intl de-DE, e.g. "12,50 €"; this component never does maths on money. */
  amount: string;
  /** Small print, e.g. "inkl. 0,50 € Bearbeitungsgebühr". */
  note?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Label and amount on one line (basket rows) or stacked (checkout summary). */
  layout?: 'inline' | 'stacked';
  className?: string;
}

export function PriceTag({ label, amount, note, size = 'md', layout = 'inline', className }: PriceTagProps) {
  return (
    <div className={cx('tw-price-tag', `tw-price-tag--${size}`, `tw-price-tag--${layout}`, className)}>
      <span className="tw-price-tag__label">{label}</span>
      <span className="tw-price-tag__amount">{amount}</span>
      {note !== undefined && <span className="tw-price-tag__note">{note}</span>}
    </div>
  );
}
