import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from './container-context';
import { Notice } from '../ui/notice';
import { Button } from '../ui/button';
import { t } from '../i18n/i18n';
import { SESSION } from '../features/session/session.module';
import { SHARED } from '../composition/shared.tokens';

/** While the e-mail address is unconfirmed: a banner with a way to get the link again. */
export const EmailBanner = observer(function EmailBanner() {
  const session = useService(SESSION.sessionViewModel);
  const notifications = useService(SHARED.notificationGateway);
  const [sent, setSent] = useState<'no' | 'sending' | 'yes' | 'failed'>('no');
  if (!session.loggedIn || session.recipient?.emailConfirmed !== false) return null;
  const resend = () => {
    setSent('sending');
    notifications.resendConfirmation().then(
      () => setSent('yes'),
      () => setSent('failed'),
    );
  };
  return (
    <div className="tw-container tw-storage-notice" data-testid="email-banner">
      <Notice
        tone="warning"
        action={
          sent === 'yes' ? undefined : (
            <Button size="sm" variant="secondary" loading={sent === 'sending'} onClick={resend}>
              {t('emailConfirmation.resend')}
            </Button>
          )
        }
      >
        {sent === 'yes'
          ? t('emailConfirmation.resent')
          : sent === 'failed'
            ? t('emailConfirmation.resendFailed')
            : t('emailConfirmation.banner')}
      </Notice>
    </div>
  );
});
