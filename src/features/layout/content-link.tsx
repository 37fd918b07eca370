import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { t } from '../../i18n/i18n';

/** Same-origin paths stay in the app; absolute http(s) URLs open in a new tab; anything else is not linked. */
function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** A link from content: routed when internal, a plain new-tab link when external, text otherwise (never `javascript:`). */
export function ContentLink({
  url,
  children,
  nav = false,
  className,
}: {
  url: string;
  children: ReactNode;
  nav?: boolean;
  className?: string;
}) {
  if (isInternalPath(url)) {
    return nav ? (
      <NavLink to={url} className={className}>
        {children}
      </NavLink>
    ) : (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  if (isExternal(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="tw-visually-hidden"> {t('layout.external')}</span>
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
