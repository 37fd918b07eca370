import { describe, expect, it } from 'vitest';
import { lazyPage, type PageLocation } from '../../src/app/lazy-page';

function stubLocation(pathname: string, search = '', hash = '') {
  const assigned: string[] = [];
  const location: PageLocation = {
    pathname,
    search,
    hash,
    assign: (url: string | URL) => void assigned.push(String(url)),
  };
  return { location, assigned };
}

const Page = () => null;
const chunkGone = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/basket-abc123.js'));
/** Lets a promise that never settles show that it has not settled. */
const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((r) => setTimeout(() => r(false), 20)),
  ]);

describe('lazyPage', () => {
  it('hands the chunk default export to the router as Component', async () => {
    const { location, assigned } = stubLocation('/warenkorb');
    const route = await lazyPage(() => Promise.resolve({ default: Page }), { location })();
    expect(route.Component).toBe(Page);
    expect(assigned).toEqual([]);
  });

  it('Lazy module load failure: navigates to the current path again with client_update, keeping query and hash', async () => {
    const { location, assigned } = stubLocation('/kundenkonto/spielhistorie', '?page=2', '#top');
    const pending = lazyPage(chunkGone, { location, now: () => 1_790_000_000_000 })();
    expect(await settled(pending)).toBe(false); // no error page flashes while the page is replaced
    expect(assigned).toEqual(['/kundenkonto/spielhistorie?page=2&client_update=1790000000000#top']);
  });

  it('Lazy module load failure: with client_update present it rethrows, so the error page shows', async () => {
    const { location, assigned } = stubLocation('/warenkorb', '?client_update=1790000000000');
    await expect(lazyPage(chunkGone, { location })()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(assigned).toEqual([]);
  });
});
