import type { MouseEvent } from 'react';
import type { SafeHtml } from '../../core/domain/content';
import { cx } from './class-names';
import './safe-html.css';

export interface SafeHtmlProps {
  /** Only HTML from adapters/http/wire/content-markdown.ts carries this type: escaped text and a short element whitelist. */
  html: SafeHtml;
  /** Same-origin links are handed here (client-side navigation); others navigate normally. */
  onInternalLink?: (path: string) => void;
  className?: string;
  id?: string;
}

/**
 * The one place that injects HTML (audited): `SafeHtml` is produced only by the markdown
 * renderer, which escapes all text and writes only p, h2–h6, lists, blockquote, hr, br, strong,
 * em, code and a[href, rel] with http(s), mailto, tel or same-origin targets.
 */
export function SafeHtmlView({ html, onInternalLink, className, id }: SafeHtmlProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      !onInternalLink ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest?.('a[href]');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    onInternalLink(href);
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated clicks of the links inside (Enter on a link clicks too); the container itself is not interactive
    <div
      id={id}
      className={cx('tw-rich-text', className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
