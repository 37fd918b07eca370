import { privatePageHeaders } from '../../app/page-headers';

export const headers = privatePageHeaders;

/** The password reset link's page (the token is in the link). */
export { default } from './reset-password.view';
