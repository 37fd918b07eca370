import { privatePageHeaders } from '../../app/page-headers';

export const headers = privatePageHeaders;

/** The e-mail confirmation link's page (the token is in the link). */
export { default } from './confirm-email.view';
