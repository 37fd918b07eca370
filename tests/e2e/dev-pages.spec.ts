import { expect, test } from './fixtures';
import { freshShop } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('the fake backend panel switches demo players and shifts the platform clock', async ({ page }) => {
  await page.goto('/dev/fake-backend');
  await expect(page.getByRole('heading', { name: 'Fake-Backend' })).toBeVisible();
  const before = await page.getByTestId('fake-now').textContent();
  await page.getByRole('button', { name: '+1 Tag' }).click();
  await expect(page.getByTestId('fake-now')).not.toHaveText(before ?? '');
  await page.getByRole('listitem').filter({ hasText: 'spieler@tippwerk.de' }).getByRole('button').click();
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
});

test('the style guide shows the design system', async ({ page }) => {
  await page.goto('/dev/styleguide');
  await expect(page.getByRole('heading', { name: 'Tippwerk Styleguide' })).toBeVisible();
  await expect(page.getByRole('group').first()).toBeVisible();
});

test('the style guide has its own layout: a design-system frame with its sections, no shop around it, noindex', async ({
  page,
}) => {
  const response = await page.goto('/dev/styleguide');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByTestId('styleguide-frame')).toBeVisible();
  await expect(page.getByText('Tippwerk Designsystem')).toBeVisible();
  // No shop header with its basket, no footer, no tab bar, no cookie banner.
  await expect(page.getByRole('link', { name: /Warenkorb/ })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
  const sections = page.getByRole('navigation', { name: 'Abschnitte' }).getByRole('link');
  await expect(sections).toHaveText([
    'Farben',
    'Typografie',
    'Buttons',
    'Formulare',
    'Hinweise, Badges und Ladezustände',
    'Tippfeld',
    'Modal',
  ]);
  await sections.filter({ hasText: 'Tippfeld' }).click();
  await expect(page).toHaveURL(/#tippfeld$/);
  await expect(page.locator('#tippfeld')).toBeInViewport();
});

test('the fake backend panel runs the next draw now: the clock moves to it and it becomes a last draw', async ({
  page,
  request,
}) => {
  const lotteries = ['lotto6aus49', 'eurojackpot', 'keno', 'gluecksspirale'];
  const lastDrawTimes = async () =>
    Promise.all(
      lotteries.map(async (lottery) => {
        const response = await request.get(`/lottery-store/public/api/v2/lotteries/${lottery}/draws/last`);
        return response.ok() ? ((await response.json()) as { drawing_time: string }).drawing_time : '';
      }),
    );
  const before = await lastDrawTimes();
  await page.goto('/dev/fake-backend');
  const now = await page.getByTestId('fake-now').textContent();
  await page.getByRole('button', { name: 'Nächste Ziehung jetzt durchführen' }).click();
  await expect(page.getByText('Die nächste Ziehung wurde durchgeführt')).toBeVisible();
  await expect(page.getByTestId('fake-now')).not.toHaveText(now ?? '');
  const after = await lastDrawTimes();
  // No last draw goes back in time, and at least one lottery has a newer one.
  expect(after.some((time, i) => time > before[i]!)).toBe(true);
  expect(after.every((time, i) => time >= before[i]!)).toBe(true);
});

test('an unexpected error thrown in a view reaches the router’s error boundary: the German error page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/dev/fehler');
  await expect(page.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' })).toBeVisible();
  await expect(page.getByText('Fehler 500')).toBeVisible();
  await page.getByRole('button', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});
