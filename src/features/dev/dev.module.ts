import { ContainerModule } from 'inversify';
import { HttpFakeBackendControl } from '../../../adapters/http/http-fake-backend-control';
import { FakeBackendViewModel } from './fake-backend.view-model';
import type { FakeBackendControl } from '../../../ports/fake-backend-control.port';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { HTTP_CLIENT } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { SESSION } from '../session/session.module';

export const DEV = {
  fakeBackendControl: token<FakeBackendControl>('fakeBackendControl'),
  fakeBackendViewModel: token<FakeBackendViewModel>('fakeBackendViewModel'),
} as const;

/** The developer pages over the fake backend's control API; builds for a real backend never load it (no /dev routes). */
export const devFeature = defineFeature({
  name: 'dev',
  tokens: DEV,
  bindings: new ContainerModule((o) => {
    if (!__FAKE_BACKEND__) return;
    provide(
      o,
      DEV.fakeBackendViewModel,
      [DEV.fakeBackendControl, SESSION.sessionViewModel],
      (c, s) => new FakeBackendViewModel(c, s),
      'transient',
    );
  }),
  http: new ContainerModule((o) => {
    if (!__FAKE_BACKEND__) return;
    provide(o, DEV.fakeBackendControl, [HTTP_CLIENT], (h) => new HttpFakeBackendControl(h));
  }),
});
