import { type APIRequestContext } from '@playwright/test';
import { germanDate } from './draw-support';
import { expect, test } from './fixtures';
import { fakeBackend, freshShop } from './support';

/**
 * Numbers-and-odds pages against the fake backend. The draw history depends on the seed and the
 * clock, so every date is read through the API the app uses, never written into the test.
 */
const API = '/lottery-store/public/api/v2';

const PAGES = {
  lotto6aus49: {
    path: '/lotto/lottozahlen-quoten',
    title: 'LOTTO 6aus49: Lottozahlen und Quoten vom',
    caption: 'Quoten LOTTO 6aus49 vom',
  },
  eurojackpot: {
    path: '/eurojackpot/zahlen-quoten',
    title: 'Eurojackpot: Gewinnzahlen und Quoten vom',
    caption: 'Quoten Eurojackpot vom',
  },
  keno: { path: '/keno/zahlen-quoten', title: 'KENO: Gewinnzahlen und Quoten vom', caption: 'Quoten KENO vom' },
  gluecksspirale: {
    path: '/gluecksspirale/gewinnzahlen-quoten',
    title: 'GlücksSpirale: Gewinnzahlen und Quoten vom',
    caption: 'Quoten GlücksSpirale vom',
  },
} as const;

const berlin = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options }).format(new Date(iso));
const weekday = (iso: string) => berlin(iso, { weekday: 'long' });
/** `ziehung-dd-MM-yyyy` of a Berlin day. */
const param = (iso: string) => `ziehung-${germanDate(iso).replaceAll('.', '-')}`;

async function shows(
  request: APIRequestContext,
  lottery: string,
  limit = 7,
): Promise<{ id: string; broadcast_time: string }[]> {
  const response = await request.get(fakeBackend(`${API}/lotteries/${lottery}/past_draw_dates?limit=${limit}`));
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string; broadcast_time: string }[];
}

test.beforeEach(async ({ page }) => freshShop(page));

for (const [lottery, expected] of Object.entries(PAGES)) {
  test(`the ${lottery} numbers page of an earlier show, by its date`, async ({ page }) => {
    const [newest, second, third] = await shows(page.request, lottery);
    if (!newest || !second || !third) throw new Error(`${lottery} has fewer than three shows`);
    await page.goto(`${expected.path}/${param(second.broadcast_time)}`);
    const title = `${expected.title} ${weekday(second.broadcast_time)}, ${germanDate(second.broadcast_time)}`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The document title is the route's SEO title (product server), its template filled the same way.
    await expect(page).toHaveTitle(
      new RegExp(`vom ${weekday(second.broadcast_time)}, ${germanDate(second.broadcast_time).replaceAll('.', '\\.')}`),
    );
    await expect(page.getByTestId('drawn-numbers')).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: `${expected.caption} ${germanDate(second.broadcast_time)}`, exact: false })
        .first(),
    ).toBeVisible();
    // Previous and next show are links to their dates.
    await expect(page.getByRole('link', { name: /Vorherige Ziehung/ })).toHaveAttribute(
      'href',
      `${expected.path}/${param(third.broadcast_time)}`,
    );
    await page.getByRole('link', { name: /Nächste Ziehung/ }).click();
    await expect(page).toHaveURL(`${expected.path}/${param(newest.broadcast_time)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(germanDate(newest.broadcast_time));
  });
}

test('without a date the last LOTTO show is shown; the select changes the date', async ({ page }) => {
  const [newest, second] = await shows(page.request, 'lotto6aus49');
  await page.goto('/lotto/lottozahlen-quoten');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `${weekday(newest!.broadcast_time)}, ${germanDate(newest!.broadcast_time)}`,
  );
  await expect(page.getByRole('list', { name: 'Gewinnzahlen LOTTO 6aus49' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('list', { name: 'Superzahl' }).getByRole('listitem')).toHaveCount(1);
  const lotto = page.getByRole('table', { name: /^Quoten LOTTO 6aus49 vom/ });
  await expect(lotto.getByRole('row')).toHaveCount(10);
  await expect(lotto.getByRole('rowheader', { name: '1', exact: true })).toBeVisible();
  await expect(lotto.getByRole('row', { name: /^9 2 Richtige \+ Superzahl [\d.]+ 6,00\s€$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Quoten Spiel 77 vom/ })).toBeVisible();

  await page.getByLabel('Ziehung wählen').selectOption(param(second!.broadcast_time));
  await expect(page).toHaveURL(`/lotto/lottozahlen-quoten/${param(second!.broadcast_time)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(germanDate(second!.broadcast_time));
});

test('a LOTTO show a year back, beyond the date select, has its numbers and both neighbours', async ({ page }) => {
  const all = await shows(page.request, 'lotto6aus49', 800);
  const [newer, old, older] = all.slice(99, 102);
  if (!newer || !old || !older) throw new Error('LOTTO has fewer than 102 shows');
  await page.goto(`/lotto/lottozahlen-quoten/${param(old.broadcast_time)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(germanDate(old.broadcast_time));
  await expect(page.getByRole('list', { name: 'Gewinnzahlen LOTTO 6aus49' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('link', { name: /Vorherige Ziehung/ })).toHaveAttribute(
    'href',
    `/lotto/lottozahlen-quoten/${param(older.broadcast_time)}`,
  );
  // The date select offers the recent shows and this one.
  await expect(page.getByLabel('Ziehung wählen')).toHaveValue(param(old.broadcast_time));
  await page.getByRole('link', { name: /Nächste Ziehung/ }).click();
  await expect(page).toHaveURL(`/lotto/lottozahlen-quoten/${param(newer.broadcast_time)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(germanDate(newer.broadcast_time));
});

test('a date without a LOTTO show leads to the archive; the archive links back to the shows', async ({ page }) => {
  const [newest] = await shows(page.request, 'lotto6aus49');
  // LOTTO draws on Wednesdays and Saturdays: the day after a show never has one.
  const dayAfter = new Date(Date.parse(newest!.broadcast_time) + 24 * 3600 * 1000).toISOString();
  await page.goto('/gewinnzahlen');
  await page.goto(`/lotto/lottozahlen-quoten/${param(dayAfter)}`);
  await expect(page).toHaveURL('/lotto/lottozahlen-quoten/archiv');
  await expect(page.getByRole('heading', { level: 1, name: 'LOTTO 6aus49: Archiv der Gewinnzahlen' })).toBeVisible();
  // The redirect replaced the history entry: back leads to the page before, not into the redirect again.
  await page.goBack();
  await expect(page).toHaveURL('/gewinnzahlen');
  await page.goForward();
  await expect(page).toHaveURL('/lotto/lottozahlen-quoten/archiv');
  const link = page.getByRole('link', {
    name: `${weekday(newest!.broadcast_time)}, ${germanDate(newest!.broadcast_time)}`,
  });
  await expect(link).toBeVisible();
  const row = page.getByRole('row').filter({ has: link });
  await expect(row).toContainText(/\d+ · \d+ · \d+ · \d+ · \d+ · \d+ \| Superzahl \d/);
  await link.click();
  await expect(page).toHaveURL(`/lotto/lottozahlen-quoten/${param(newest!.broadcast_time)}`);
});

test('the archive lists two years of shows by year; older years open on demand', async ({ page }) => {
  const [newest] = await shows(page.request, 'lotto6aus49');
  await page.goto('/lotto/lottozahlen-quoten/archiv');
  const years = page.locator('details.tw-archive__year');
  await expect(years.first().locator('summary')).toHaveText(
    new RegExp(`^${berlin(newest!.broadcast_time, { year: 'numeric' })} \\(\\d+ Ziehungen\\)$`),
  );
  // Two years back from the newest show touch two or three calendar years; only the newest is open.
  expect(await years.count()).toBeGreaterThanOrEqual(2);
  const oldest = years.last();
  await expect(oldest.getByRole('table')).toHaveCount(0);
  await oldest.locator('summary').click();
  await expect(oldest.getByRole('table').first()).toBeVisible();
  await expect(oldest.getByRole('table').first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/lotto\/lottozahlen-quoten\/ziehung-\d{2}-\d{2}-\d{4}$/,
  );
  // Keyboard: the summary is focusable and Enter closes it again.
  await oldest.locator('summary').press('Enter');
  await expect(oldest.getByRole('table')).toHaveCount(0);
});

for (const path of [
  '/lotto/lottozahlen-quoten/ziehung-31-02-2026',
  '/eurojackpot/zahlen-quoten/2026-11-13',
  '/keno/zahlen-quoten/quatsch',
]) {
  test(`a malformed date gives the 404 page: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page).toHaveURL(path);
  });
}

test('the overview shows every lottery and links to its pages, the add-ons to their section', async ({ page }) => {
  await page.goto('/gewinnzahlen');
  await expect(page.getByRole('heading', { level: 1, name: 'Gewinnzahlen und Quoten' })).toBeVisible();
  for (const name of ['LOTTO 6aus49', 'Eurojackpot', 'KENO', 'GlücksSpirale']) {
    const card = page.getByRole('article', { name, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Ziehung vom \w+, \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(card.getByText('Nächste Ziehung')).toBeVisible();
  }
  await expect(page.getByTestId('overview-jackpot-lotto6aus49')).toHaveText(/^\d+(,\d)?\u00a0Mio\.\u00a0€$/);

  await page.getByRole('link', { name: 'Zahlen von Spiel 77' }).click();
  await expect(page).toHaveURL(/\/lotto\/lottozahlen-quoten\/ziehung-\d{2}-\d{2}-\d{4}\?identifier=spiel77$/);
  const spiel77 = page.getByTestId('results-game-spiel77');
  await expect(spiel77).toHaveAttribute('data-focused', 'true');
  await expect(spiel77).toContainText('Hervorgehoben: Spiel 77');
  await expect(spiel77).toBeFocused();
  await expect(page.getByTestId('results-game-super6')).not.toHaveAttribute('data-focused', 'true');
});

test('plus 5 opens the KENO page with its numbers highlighted', async ({ page }) => {
  await page.goto('/keno/zahlen-quoten?identifier=plus5');
  await expect(page.getByTestId('results-game-plus5')).toHaveAttribute('data-focused', 'true');
  await expect(page.getByRole('list', { name: 'Gewinnzahlen KENO' }).getByRole('listitem')).toHaveCount(20);
});
