import {
  isRegistrationStep,
  isTerminalStep,
  type RegistrationStep,
  type TerminalStep,
} from '../../../core/domain/registration';
import type { RegistrationMode } from '../../app/route-container';

/** What the registration route's loader tells the page: the deployment's registration mode. */
export interface RegistrationLoaderData {
  readonly mode: RegistrationMode;
}

/** The registration page itself (spec/1 §2): in single-step mode the whole form. */
export const REGISTRATION_PATH = '/registrierung';

/** Where a registration starts in a mode: the first step, or the registration page with every field. */
export const firstStepPath = (mode: RegistrationMode): string =>
  mode === 'single-step' ? REGISTRATION_PATH : `${REGISTRATION_PATH}/name`;

/** What an address below /registrierung shows in a mode. */
type RegistrationPage =
  | { readonly kind: 'form' }
  | { readonly kind: 'step'; readonly step: RegistrationStep }
  | { readonly kind: 'outcome'; readonly step: TerminalStep }
  | { readonly kind: 'redirect'; readonly to: string };

/**
 * spec/1 §2: steps mode has the five steps as sub-routes (`/registrierung` leads to the first);
 * single-step mode has the whole form on `/registrierung` and only the terminal steps (cancel,
 * error, thanks, pending) as sub-routes. Any other sub-route (a step of the other mode, the former
 * `/registrierung/alles`, a typo) leads to where the registration starts, so old links still work.
 */
export function registrationPage(mode: RegistrationMode, stepName: string | undefined): RegistrationPage {
  if (stepName !== undefined && isTerminalStep(stepName)) return { kind: 'outcome', step: stepName };
  if (mode === 'single-step')
    return stepName === undefined ? { kind: 'form' } : { kind: 'redirect', to: firstStepPath(mode) };
  if (stepName !== undefined && isRegistrationStep(stepName)) return { kind: 'step', step: stepName };
  return { kind: 'redirect', to: firstStepPath(mode) };
}
