import { expect, test as base, type Page, type Response } from '@playwright/test';
import { useFakeApi } from './support';

/**
 * Pages come rendered from the server, and the browser hydrates them a moment later: a field
 * filled before that would be reset by React. So a navigation here waits until the app has taken
 * over (src/app/entry.client.tsx marks `<html data-hydrated>`), as a player's first keystroke usually does.
 * Pages without JavaScript, other origins and non-HTML answers are not waited for.
 */
export const test = base.extend<{ fakeApi: string }>({
  /** The fake backend's origin when it is not the shop's (the `production` project of playwright.config.ts). */
  fakeApi: ['', { option: true }],
  page: async ({ page, javaScriptEnabled, baseURL, fakeApi }, use) => {
    useFakeApi(fakeApi);
    const hydrated = async (response: Response | null) => {
      if (!javaScriptEnabled || !response || !baseURL) return response;
      const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
      if (html && new URL(page.url()).origin === new URL(baseURL).origin)
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    Object.assign(page, {
      goto: async (...args: Parameters<Page['goto']>) => hydrated(await goto(...args)),
      reload: async (...args: Parameters<Page['reload']>) => hydrated(await reload(...args)),
    });
    await use(page);
  },
});

export { expect };
