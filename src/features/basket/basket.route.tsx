import { privatePageHeaders } from '../../app/page-headers';

export const headers = privatePageHeaders;

/** The basket and checkout (spec/1 §2): the player's own, kept in the browser. */
export { default } from './basket.view';
