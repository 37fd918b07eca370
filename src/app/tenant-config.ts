/**
 * Per-tenant settings read at build time. The error page shows a short looping video when
 * `VITE_ERROR_PAGE_VIDEO` names one (a same-origin path or https URL), otherwise an icon (default).
 */
export type ErrorPageMedia = { readonly kind: 'icon' } | { readonly kind: 'video'; readonly src: string };

export function errorPageMediaFrom(setting: string | undefined): ErrorPageMedia {
  const src = setting?.trim() ?? '';
  const allowed = (src.startsWith('/') && !src.startsWith('//')) || /^https:\/\//i.test(src);
  return allowed ? { kind: 'video', src } : { kind: 'icon' };
}

export const TENANT = {
  errorPageMedia: errorPageMediaFrom(import.meta.env.VITE_ERROR_PAGE_VIDEO as string | undefined),
} as const;
