// The only npm import core/ may use: everything date-related goes through here.
export { Temporal } from 'temporal-polyfill';

export const BERLIN = 'Europe/Berlin';
