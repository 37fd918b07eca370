import { useEffect } from 'react';
import { hasSeoTitle } from './seo-title';

/** "<page> | Tippwerk" as the document title, for screen readers and tabs; the route's SEO title (head manager) wins once loaded. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    if (hasSeoTitle(window.location.pathname)) return;
    document.title = title ? `${title} | Tippwerk` : 'Tippwerk – Lotto online spielen';
  }, [title]);
}
