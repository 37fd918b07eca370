import { redirect } from 'react-router';
import { isRegistrationStep, isTerminalStep } from '../../../core/domain/registration';
import type { LoaderArgs } from '../../app/route-container';
import { FIRST_STEP_PATH, SINGLE_STEP } from './registration-mode';

/** `/registrierung` and an unknown step lead to the first step (a redirect, before anything renders). */
export function loader({ params }: LoaderArgs) {
  const step = params['stepName'] ?? '';
  const known = isTerminalStep(step) || isRegistrationStep(step) || (SINGLE_STEP && step === 'alles');
  if (!known) throw redirect(FIRST_STEP_PATH);
  return null;
}

/** Registration, one step per path. */
export { default } from './registration.view';
