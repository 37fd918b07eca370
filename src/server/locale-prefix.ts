import type { RequestHandler } from 'express';
import { safeRedirectPath } from '../app/safe-redirect';

/** The shop's one locale (spec/2: default locale de); its pages have no locale prefix. */
const LOCALE_PREFIX = /^\/de(?=[/?]|$)/;

/**
 * Old or external links with the locale in front (`/de`, `/de/lotto?x=1`) answer 302 with the same
 * address without it, query kept: the shop speaks German only, so its paths carry no locale. The
 * target goes through the one same-origin rule (`safeRedirectPath`): `/de//evil.example` and its
 * encoded forms lead home, never to another host. Only GET and HEAD (a redirected POST would
 * become a GET); `/` itself is the home page, no redirect.
 */
export const localePrefixRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const url = req.originalUrl;
  if (!LOCALE_PREFIX.test(url)) return next();
  const rest = url.slice('/de'.length);
  res.redirect(302, safeRedirectPath(rest.startsWith('/') ? rest : `/${rest}`, '/'));
};
