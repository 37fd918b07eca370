import { describe, expect, it } from 'vitest';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import { ReceiptSubscription } from '../../src/features/account/receipt-subscription.view';
import { errorMessage } from '../../src/i18n/i18n';
import '../../src/features/wallet/wallet-strings';
import { testPlatform, VERIFIED } from '../support/demo';
import { render } from './components/markup';
import { RECEIPTS } from '../../src/features/account/receipts.module';
import { SESSION } from '../../src/features/session/session.module';
import { WALLET } from '../../src/features/wallet/wallet.module';

const DAY = 24 * 60;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The verified player with an empty wallet when his seeded Dauerschein's period ends (mid-December). */
async function stoppedForLackOfMoney() {
  const platform = testPlatform();
  const container = await createContainer({ kind: 'memory', platform });
  const session = resolve(container, SESSION.sessionViewModel);
  await session.init();
  await session.login({ ...VERIFIED, longLastingSession: false });
  platform.ledgerCorrection({ email: VERIFIED.username, amount_cents: session.balance?.fractional ?? 0 });
  platform.shiftClock(30 * DAY);
  await session.logout();
  await session.login({ ...VERIFIED, longLastingSession: false });
  return { platform, container };
}

describe('a Dauerschein the platform ended for lack of money', () => {
  it('is listed for the account home with its reason, told in German, and mailed to the player', async () => {
    const { platform, container } = await stoppedForLackOfMoney();
    const home = resolve(container, WALLET.accountHomeViewModel);
    await home.load();
    expect(home.stoppedSubscriptions).toHaveLength(1);
    const [receipt] = home.stoppedSubscriptions;
    expect(receipt?.subscription).toMatchObject({ active: false, stoppedReason: 'insufficient_funds' });
    expect(
      errorMessage('accountHome.subscriptionStopped', 'insufficient_funds', { product: 'LOTTO', date: '12.12.2026' }),
    ).toBe(
      'Ihr Guthaben reichte am 12.12.2026 nicht für die nächste Laufzeit Ihres Dauerscheins (LOTTO). Er wurde deshalb beendet; bereits gekaufte Ziehungen spielen weiter. Sie können ihn jederzeit neu spielen.',
    );
    // The notification: a mail to the player.
    expect(platform.mailbox(VERIFIED.username)[0]).toMatchObject({ kind: 'subscription_stopped' });
  });

  it('says why in the receipt modal instead of offering "Abo beenden"', async () => {
    const { container } = await stoppedForLackOfMoney();
    const home = resolve(container, WALLET.accountHomeViewModel);
    await home.load();
    const vm = resolve(container, RECEIPTS.receiptModalViewModel);
    await vm.load(home.stoppedSubscriptions[0]?.number ?? '');
    const html = text(render(<ReceiptSubscription vm={vm} />));
    expect(html).toContain('beendet');
    expect(html).toContain('nicht für die nächste Laufzeit');
    expect(html).not.toContain('Abo beenden');
  });
});
