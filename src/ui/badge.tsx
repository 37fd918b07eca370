import type { ReactNode } from 'react';
import { cx } from './class-names';
import './badge.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  /** Optional leading icon, e.g. <Icon name="clock" size="sm" />. */
  icon?: ReactNode;
  className?: string;
}

/** Short status or highlight label: "Jackpot", "Gewinn", "Offen". Text, never colour alone. */
export function Badge({ tone = 'neutral', children, icon, className }: BadgeProps) {
  return (
    <span className={cx('tw-badge', `tw-badge--${tone}`, className)}>
      {icon}
      {children}
    </span>
  );
}
