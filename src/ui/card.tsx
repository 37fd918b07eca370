import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import './card.css';

export interface CardProps {
  /** Heading; when given the card becomes a labelled region of the page. */
  title?: ReactNode;
  /** Heading level fitting the page outline (default h2). */
  headingLevel?: 2 | 3 | 4;
  /** Small controls in the card header, e.g. "Quicktipp" and "Löschen" on a ticket field. */
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** highlight: yellow top edge for featured content such as a jackpot. */
  tone?: 'default' | 'highlight' | 'muted';
  as?: 'section' | 'article' | 'div';
  className?: string;
}

export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  children,
  tone = 'default',
  as = 'section',
  className,
}: CardProps) {
  const titleId = useId();
  const Element = as;
  const Heading = `h${headingLevel}` as const;
  const hasTitle = title !== undefined;
  // A plain div may not carry a name (ARIA: naming prohibited on generic), so only label landmarks.
  const labelledBy = hasTitle && as !== 'div' ? titleId : undefined;
  return (
    <Element className={cx('tw-card', `tw-card--${tone}`, className)} aria-labelledby={labelledBy}>
      {(hasTitle || actions !== undefined) && (
        <header className="tw-card__header">
          {hasTitle && (
            <Heading id={titleId} className="tw-card__title">
              {title}
            </Heading>
          )}
          {actions !== undefined && <div className="tw-card__actions">{actions}</div>}
        </header>
      )}
      <div className="tw-card__body">{children}</div>
      {footer !== undefined && <footer className="tw-card__footer">{footer}</footer>}
    </Element>
  );
}
