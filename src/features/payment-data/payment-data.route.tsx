/** Stored payment methods and the payout account. */
export { default } from './payment-data.view';
