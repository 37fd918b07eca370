import { expect, test } from './fixtures';
import { crossNumbers, freshShop, login } from './support';

test('npm run dev: the dev server renders pages with the fake backend in front and keeps its state', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The dev server's fake backend as seeded (a retry, or a developer's run before, bought already).
  await freshShop(page);
  const first = await page.goto('/');
  expect(first?.status()).toBe(200);
  // Rendered on the server: the jackpot is in the HTML before any script runs.
  expect(await first?.text()).toContain('Mio.');
  await expect(page.getByTestId('jackpot-lotto6aus49')).toContainText('Mio.');
  await login(page);
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
  await page.goto('/lotto/normalschein');
  await crossNumbers(page, 1, [7, 14, 21, 28, 35, 42]);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('header-balance')).toHaveText('48,30\u00a0€');
  // The purchase is the dev server's fake backend's: it survives a reload.
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('48,30\u00a0€');
  expect(errors).toEqual([]);
});
