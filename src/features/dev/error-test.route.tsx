/** Developer page (fake builds only): a view that throws, for the error boundary. */
export { default } from './error-test.view';
