import { expect, test } from './fixtures';
import { decideCookies } from './support';

// The service worker keeps the build's files: here the browser must ask the server for the chunk.
test.use({ serviceWorkers: 'block' });

test('a page chunk that fails to load (an old build after a deploy) loads the current page again as a document', async ({
  page,
}) => {
  await decideCookies(page);
  await page.goto('/gewinnzahlen');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  // The FAQ's route chunk is gone, as after a deploy that replaced the build.
  await page.route('**/assets/faq.route-*.js', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Häufige Fragen' }).click();
  await expect.poll(() => documents).toEqual(['/gewinnzahlen']);
  await expect(page).toHaveURL(/\/gewinnzahlen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gewinnzahlen und Quoten' })).toBeVisible();
});
