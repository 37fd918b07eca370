import { ContainerModule } from 'inversify';
import { HttpFakeBackendControl } from '../../../adapters/http/http-fake-backend-control';
import { HttpFakeIdentControl } from '../../../adapters/http/http-fake-ident-control';
import type { HttpClient } from '../../../adapters/http/client';
import { FakeBackendViewModel } from '../../features/dev/fake-backend.view-model';
import { FakePspViewModel } from '../../features/dev/fake-psp.view-model';
import { FakeIdentViewModel } from '../../features/dev/fake-ident.view-model';
import type { Feature } from '../feature';
import { HTTP_CLIENT } from '../http-client';
import { provide } from '../provide';
import { TOKENS } from '../tokens';

/** The developer pages over the fake backend's control API; builds for a real backend never load it (no /dev routes). */
export const devFeature: Feature = {
  name: 'dev',
  bindings: new ContainerModule((o) => {
    if (!__FAKE_BACKEND__) return;
    provide(
      o,
      'fakeBackendViewModel',
      ['fakeBackendControl', 'sessionViewModel'],
      (c, s) => new FakeBackendViewModel(c, s),
      'transient',
    );
    provide(o, 'fakePspViewModel', ['fakeBackendControl'], (c) => new FakePspViewModel(c), 'transient');
    provide(o, 'fakeIdentViewModel', ['fakeIdentControl'], (c) => new FakeIdentViewModel(c), 'transient');
  }),
  http: new ContainerModule((o) => {
    if (!__FAKE_BACKEND__) return;
    o.bind(TOKENS.fakeBackendControl)
      .toResolvedValue((h: HttpClient) => new HttpFakeBackendControl(h), [HTTP_CLIENT])
      .inSingletonScope();
    o.bind(TOKENS.fakeIdentControl)
      .toResolvedValue((h: HttpClient) => new HttpFakeIdentControl(h), [HTTP_CLIENT])
      .inSingletonScope();
  }),
};
