import { redirect } from 'react-router';
import type { LoaderArgs } from '../../app/route-container';
import { registrationPage, type RegistrationLoaderData } from './registration-mode';

/**
 * The mode is the deployment's (REGISTRATION_MODE, read by the server). An address the mode has
 * no page for leads to where the registration starts (a 302, before anything renders).
 */
export function loader({ params, context }: LoaderArgs): RegistrationLoaderData {
  const mode = context.registrationMode;
  const page = registrationPage(mode, params['stepName']);
  if (page.kind === 'redirect') throw redirect(page.to);
  return { mode };
}

/** Registration: one step per path, or the whole form on /registrierung (single-step mode). */
export { default } from './registration.view';
