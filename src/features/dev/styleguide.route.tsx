/** Developer page (fake builds only): the UI components. */
export { default } from './styleguide.view';
