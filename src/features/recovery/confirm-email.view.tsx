import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { useService } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { Notice } from '../../ui/notice';
import { t } from '../../i18n/i18n';
import { SESSION } from '../session/session.module';
import { SHARED } from '../../composition/shared.tokens';

/** /confirm_email?token=… from the confirmation mail (the player must be logged in: it is a /my call). */
const ConfirmEmailView = observer(function ConfirmEmailView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useService(SESSION.sessionViewModel);
  const notifications = useService(SHARED.notificationGateway);
  const [state, setState] = useState<'pending' | 'done' | 'invalid' | 'failed'>('pending');
  usePageTitle(t('emailConfirmation.title'));

  useEffect(() => {
    if (!session.loggedIn || !token) return;
    notifications
      .confirmEmail(token)
      .then((ok) => {
        setState(ok ? 'done' : 'invalid');
        if (ok) void session.reload();
      })
      .catch(() => setState('failed'));
  }, [session, session.loggedIn, notifications, token]);

  const redirect = encodeURIComponent(`/confirm_email?token=${token}`);
  return (
    <div className="tw-container tw-page tw-narrow">
      <h1>{t('emailConfirmation.title')}</h1>
      {!session.loggedIn ? (
        <Notice tone="info">
          {t('emailConfirmation.loginFirst')}{' '}
          <Link className="tw-text-link" to={`/?open-modal=login&redirect=${redirect}`}>
            {t('header.login')}
          </Link>
        </Notice>
      ) : state === 'pending' ? (
        <p aria-busy="true">{t('emailConfirmation.checking')}</p>
      ) : (
        <Notice tone={state === 'done' ? 'success' : 'error'}>{t(`emailConfirmation.${state}`)}</Notice>
      )}
    </div>
  );
});

export default ConfirmEmailView;
