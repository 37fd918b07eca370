import { expect, test } from './fixtures';
import { crossNumbers, decideCookies, login } from './support';

test('npm run dev: the fake backend answers inside the page and keeps its state in the browser', async ({ page }) => {
  await decideCookies(page);
  await page.goto('/');
  await expect(page.getByTestId('jackpot-lotto6aus49')).toContainText('Mio.');
  await login(page);
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
  await page.goto('/lotto/normalschein');
  await crossNumbers(page, 1, [7, 14, 21, 28, 35, 42]);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('header-balance')).toHaveText('48,30\u00a0€');
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('48,30\u00a0€');
  expect(await page.evaluate(() => localStorage.getItem('tippwerk.fake-platform'))).toContain('spieler@tippwerk.de');
});
