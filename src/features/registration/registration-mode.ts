/** Single-step mode (config flag): all fields on one page; sub-routes only for the terminal steps. */
export const SINGLE_STEP = import.meta.env.VITE_REGISTRATION_SINGLE_STEP === 'true';

/** Where a registration starts: its first step, or the single page. */
export const FIRST_STEP_PATH = `/registrierung/${SINGLE_STEP ? 'alles' : 'name'}`;
