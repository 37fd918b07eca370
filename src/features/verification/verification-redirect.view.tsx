import { observer } from 'mobx-react-lite';
import { useService } from '../../app/container-context';
import { useVerificationRedirect } from './use-verification-redirect';

/** Renders nothing: sends the player to the age verification page when the flow asks for it. */
export const VerificationRedirect = observer(function VerificationRedirect() {
  const session = useService('sessionViewModel');
  useVerificationRedirect(session.loggedIn);
  return null;
});
