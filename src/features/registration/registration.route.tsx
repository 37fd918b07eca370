/** Registration, one step per path. */
export { default } from './registration.view';
