import { TICKET_ROUTES } from '../ticket/ticket-routes';

export const AGE_VERIFICATION_PATH = '/kundenkonto/alterspruefung';
export const AGE_VERIFICATION_ROUTE = 'account-ageVerification';

/** Query flags of the page: the micro deposit opened (spec/1 §2), and the way back from the ident provider. */
export const SHOW_MDV_DETAILS = 'showMDVDetails';
export const IDENT_RETURN = 'ident_return';
export const IDENTITY_CHECK_MODAL = 'identity_check_result';

export const ageVerificationPath = (showMicroDepositDetails: boolean): string =>
  showMicroDepositDetails ? `${AGE_VERIFICATION_PATH}?${SHOW_MDV_DETAILS}=1` : AGE_VERIFICATION_PATH;

/** Where the ident provider sends the player back; a same-origin path, like the PSP's return URLs. */
export const IDENT_RETURN_PATH = `${AGE_VERIFICATION_PATH}?${IDENT_RETURN}=1`;

const TICKET_ROUTE_NAMES = new Set(Object.values(TICKET_ROUTES).map((r) => r.name));

export const isAccountRoute = (name: string | undefined): boolean => Boolean(name?.startsWith('account'));

/** Pages a player reaches from a mail link, with one thing to finish there. */
const MAIL_LINK_ROUTES = new Set(['confirmEmail', 'passwordReset']);

/**
 * A verification redirect never interrupts buying (basket, checkout, a ticket being filled),
 * a mail link's page (e-mail confirmation, password reset), the developer pages (fake PSP and
 * ident) or the verification page itself.
 */
export function mayRedirectFrom(name: string | undefined): boolean {
  if (!name) return true;
  if (name.startsWith('checkoutBasket') || name.startsWith('dev-') || name === AGE_VERIFICATION_ROUTE) return false;
  if (MAIL_LINK_ROUTES.has(name)) return false;
  return !TICKET_ROUTE_NAMES.has(name);
}
