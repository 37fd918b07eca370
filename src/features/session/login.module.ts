import { ContainerModule } from 'inversify';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { token } from '../../composition/token';
import { LoginViewModel } from './login.view-model';
import { SESSION, sessionFeature } from './session.module';

export const LOGIN = {
  loginViewModel: token<LoginViewModel>('loginViewModel'),
} as const;

/** The login form: loads with the login modal, not with every page (the session itself is the shell's). */
export const loginFeature = defineFeature({
  name: 'login',
  tokens: LOGIN,
  requires: [sessionFeature],
  bindings: new ContainerModule((o) => {
    provide(o, LOGIN.loginViewModel, [SESSION.sessionViewModel], (s) => new LoginViewModel(s), 'transient');
  }),
});
