import { observer } from 'mobx-react-lite';
import { useService } from '../../app/container-context';
import { useVerificationRedirect } from './use-verification-redirect';
import { SESSION } from '../session/session.module';

/**
 * Renders nothing: sends the player to the age verification page when the flow asks for it.
 * `onRedirecting` tells while that navigation is under way, so nothing else changes the URL meanwhile.
 */
export const VerificationRedirect = observer(function VerificationRedirect({
  onRedirecting,
}: {
  onRedirecting?: (redirecting: boolean) => void;
}) {
  const session = useService(SESSION.sessionViewModel);
  useVerificationRedirect(session.loggedIn, onRedirecting);
  return null;
});
