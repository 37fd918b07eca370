import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from './seo-meta';

/**
 * "<page> | Tippwerk" as the document title, for screen readers and tabs, when the product server
 * has no SEO title for the route (its title, from the root loader's `meta`, wins).
 */
export function usePageTitle(title: string): void {
  const seoTitle = useRouteLoaderData<RootData>('root')?.seo?.title;
  useEffect(() => {
    if (seoTitle) return;
    document.title = title ? `${title} | Tippwerk` : 'Tippwerk – Lotto online spielen';
  }, [title, seoTitle]);
}
