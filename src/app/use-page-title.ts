import { useEffect } from 'react';

/** "<page> | Tippwerk" as the document title, for screen readers and tabs. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Tippwerk` : 'Tippwerk – Lotto online spielen';
  }, [title]);
}
