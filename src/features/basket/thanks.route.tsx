import { privatePageHeaders } from '../../app/page-headers';

export const headers = privatePageHeaders;

/** After a purchase: the order's receipts. */
export { default } from './thanks.view';
