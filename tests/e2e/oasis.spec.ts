import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fakeBackend, freshShop, login, VERIFIED } from './support';

/**
 * OASIS, the Selbstsperre and the 5-minute wait for KENO (issue 27, items 21–23; LOTTERY-RULES §7).
 * What OASIS and LUGAS would tell the shop comes from the fake's controls; time moves with the
 * platform's clock instead of waiting.
 */
test.beforeEach(async ({ page }) => freshShop(page));

const control = async (page: Page, path: string, data: unknown) =>
  expect((await page.request.post(fakeBackend(`/__fake${path}`), { data })).ok()).toBe(true);

async function kenoInBasket(page: Page) {
  await page.goto('/keno/spielschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
}

/** "14:35": the Berlin time of an instant. */
const berlinTime = (epochMs: number) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    new Date(epochMs),
  );

async function platformNow(page: Page): Promise<number> {
  const status = (await (await page.request.get(fakeBackend('/__fake/status'))).json()) as { now: string };
  return Date.parse(status.now);
}

test('a player in OASIS: the KENO ticket and the basket say KENO is barred; LOTTO is still sold', async ({ page }) => {
  await control(page, '/oasis', { email: VERIFIED.email, registered: true });
  await page.goto('/');
  await login(page);
  await page.goto('/keno/spielschein');
  await expect(page.getByTestId('keno-restriction')).toContainText(
    'Sie sind in der bundesweiten Sperrdatei OASIS eingetragen. KENO dürfen Sie deshalb nicht spielen. LOTTO 6aus49, Eurojackpot und GlücksSpirale sind davon ausgenommen',
  );
  await kenoInBasket(page);
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  const refused = page.getByRole('dialog', { name: 'KENO gesperrt (OASIS)' });
  await expect(refused).toContainText('KENO dürfen Sie deshalb nicht spielen');
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
  await refused.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(refused).toBeHidden();

  // The exempt lotteries: a LOTTO ticket is bought.
  await page.getByRole('button', { name: 'Spielschein 1 entfernen' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('0');
  await page.goto('/lotto/normalschein');
  await expect(page.getByTestId('keno-restriction')).toHaveCount(0);
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
});

test('Selbstsperre beside the Spielpause: at least 3 months, confirmed, not liftable in the shop; then nothing is sold', async ({
  page,
}) => {
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/limits');
  await expect(page.getByRole('region', { name: 'Spielpause' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Selbstsperre (OASIS)' });
  await expect(card).toContainText('Die Spielpause gilt nur bei Tippwerk, ist ab 24 Stunden möglich');
  await expect(card).toContainText('bei allen Glücksspielanbietern in Deutschland, dauert mindestens 3 Monate');
  // No choice shorter than 3 months.
  await expect(card.getByRole('radio')).toHaveCount(4);
  for (const name of ['3 Monate', '6 Monate', '1 Jahr', 'Unbefristet'])
    await expect(card.getByRole('radio', { name, exact: true })).toHaveCount(1);

  await card.getByRole('radio', { name: '6 Monate' }).check();
  await card.getByRole('button', { name: 'Selbstsperre beantragen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selbstsperre wirklich beantragen?' });
  await expect(dialog).toContainText(
    /Wir tragen Sie bis einschließlich \d{2}\.\d{2}\.\d{4} in die Sperrdatei OASIS ein\./,
  );
  await expect(dialog).toContainText('lässt sich nicht vorzeitig aufheben');
  const confirm = dialog.getByRole('button', { name: 'Ja, Selbstsperre beantragen' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Ich habe verstanden, dass ich die Selbstsperre nicht vorzeitig aufheben kann.').check();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Ihre Selbstsperre ist in der Sperrdatei OASIS eingetragen.');
  await expect(card).toContainText(
    /Sie sind seit \d{2}\.\d{2}\.\d{4} in der Sperrdatei OASIS gesperrt, bis einschließlich/,
  );
  await expect(card).toContainText('Über den Shop lässt sich eine Selbstsperre nicht aufheben.');
  // Irreversible here: no second request, no way to lift it.
  await expect(card.getByRole('button', { name: /Selbstsperre beantragen/ })).toHaveCount(0);

  await page.reload();
  await expect(card).toContainText(/in der Sperrdatei OASIS gesperrt, bis einschließlich/);
  await page.goto('/keno/spielschein');
  await expect(page.getByTestId('keno-restriction')).toContainText(
    /Sie haben sich bis einschließlich .* selbst gesperrt \(OASIS\)/,
  );
  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page.getByRole('dialog', { name: 'Selbstsperre' })).toContainText(
    'Während der Sperre können Sie bei Tippwerk keine Spielscheine kaufen.',
  );
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
});

/**
 * KENO's sale stops at 18:00 UTC in winter (19:00 Berlin) for the 19:10 draw, and this test moves the
 * platform's clock 41 minutes on: it starts at 09:00 UTC of the platform's day, so it never reaches
 * that sale stop, whatever time the suite runs (run45 at 18:10 Berlin: "Annahmeschluss … vorbei").
 * Today's draw stays the current one, as any page cached before the test has it; the browser's
 * clock starts there too.
 */
async function toMorning(page: Page) {
  const now = new Date(await platformNow(page));
  const morning = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9, 0);
  const minutes = Math.round((morning - now.getTime()) / 60_000);
  if (minutes !== 0) await control(page, '/clock', { shift_minutes: minutes });
  // The browser's clock too: the KENO ticket compares the platform's "KENO ab …" with it.
  await page.clock.install({ time: morning });
}

test('the 5-minute wait for KENO: after 30 minutes without activity the basket names the time; after a provider switch the KENO ticket does', async ({
  page,
}) => {
  await toMorning(page);
  await page.goto('/');
  await login(page, VERIFIED, true);
  await kenoInBasket(page);
  // 31 minutes without a call of the player (the platform's clock moves; nobody waits).
  await control(page, '/clock', { shift_minutes: 31 });
  const before = await platformNow(page);
  // The wait starts with the first call of the player after the pause, somewhere in [before, after].
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  const waiting = page.getByRole('dialog', { name: 'Wartezeit für KENO' });
  await expect(waiting).toBeVisible();
  const after = await platformNow(page);
  const times = [...new Set([berlinTime(before + 5 * 60_000), berlinTime(after + 5 * 60_000)])];
  await expect(page.getByTestId('basket-error-text')).toHaveText(
    new RegExp(
      `^KENO können Sie ab (${times.join('|')}) Uhr spielen: Nach einer Pause von 30 Minuten oder mehr gilt für KENO eine Wartezeit von 5 Minuten \\(Glücksspielstaatsvertrag\\)\\.$`,
    ),
  );
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
  await waiting.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(waiting).toBeHidden();
  // Five minutes on, the same basket is bought.
  await control(page, '/clock', { shift_minutes: 5 });
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);

  // LUGAS: the player was just active at another provider. The KENO ticket tells the time in advance.
  const beforeSwitch = await platformNow(page);
  await control(page, '/lugas/provider_switch', { email: VERIFIED.email });
  const afterSwitch = await platformNow(page);
  const switchTimes = [...new Set([beforeSwitch, afterSwitch].map((t) => berlinTime(t + 5 * 60_000)))];
  await page.goto('/keno/spielschein');
  await expect(page.getByTestId('keno-restriction')).toHaveText(
    new RegExp(
      `^KENO können Sie ab (${switchTimes.join('|')}) Uhr spielen: Nach einem Wechsel von einem anderen Glücksspielanbieter gilt für KENO eine Wartezeit von 5 Minuten \\(Glücksspielstaatsvertrag\\)\\.$`,
    ),
  );
  // Five minutes on: no notice on a fresh KENO ticket, and KENO is bought.
  await control(page, '/clock', { shift_minutes: 5 });
  await kenoInBasket(page);
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await page.goto('/keno/spielschein');
  await expect(page.getByRole('button', { name: 'Quicktipp: 1 Feld' })).toBeVisible();
  await expect(page.getByTestId('keno-restriction')).toHaveCount(0);
});
