/** Developer page (fake builds only): the fake backend's controls. */
export { default } from './fake-backend.view';
