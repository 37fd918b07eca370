import { expect, test } from './fixtures';
import { addToBasketAt, crossNumbers, freshShop, login } from './support';

/**
 * Many machines (issue 26, docs/deploy.md): two production servers behind one port
 * (tests/e2e/servers/replicas.ts) take turns request by request. A player's journey works
 * whichever process answers, since the server holds nothing a replica would have to share.
 */
test.beforeEach(async ({ page }) => freshShop(page));

test('a player logs in, buys a ticket and finds it while consecutive requests land on different processes', async ({
  page,
  baseURL,
}) => {
  /** Which process answered each of the shop's documents and data requests, in order. */
  const answeredBy: string[] = [];
  page.on('response', (response) => {
    const replica = response.headers()['x-replica'];
    if (replica && response.url().startsWith(baseURL!) && !response.url().includes('/assets/'))
      answeredBy.push(replica);
  });

  await page.goto('/');
  await login(page);
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
  await page.goto('/lotto/normalschein');
  await crossNumbers(page, 1, [4, 9, 16, 25, 36, 49]);
  await addToBasketAt(page, '1,70\u00a0€');
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('header-balance')).toHaveText('48,30\u00a0€');
  await page.getByRole('link', { name: 'Zur Spielhistorie' }).click();
  await page.getByTestId('receipt-list').getByRole('link').first().click();
  const receipt = page.getByRole('dialog', { name: /Spielquittung TW-/ });
  await expect(receipt.getByRole('list', { name: 'Tippfeld 1' }).first()).toHaveText(/^4\s*9\s*16\s*25\s*36\s*49$/);
  await page.keyboard.press('Escape');
  // Rendered again by one process and then the other: the purchase is the backend's, not a process's.
  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload();
    await expect(page.getByTestId('receipt-list').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('48,30\u00a0€');
  }

  // Both processes served the journey, and consecutive requests went to different ones.
  expect(new Set(answeredBy)).toEqual(new Set(['1', '2']));
  const switches = answeredBy.filter((replica, index) => index > 0 && replica !== answeredBy[index - 1]).length;
  expect(switches).toBeGreaterThanOrEqual(4);
});
