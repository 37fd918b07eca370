import { privatePageHeaders } from '../../app/page-headers';
import { AccountLayout } from './account-layout.view';

/** Every account page is the player's own: never kept by a browser or a shared cache. */
export const headers = privatePageHeaders;

export default AccountLayout;
