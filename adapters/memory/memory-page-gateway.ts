import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { PageGateway, PageRedirect } from '../../ports/page-gateway.port';
import { requireParam } from '../http/client';
import { platformCall } from './platform-call';

/** Product-server page calls straight on the fake platform. */
export class MemoryPageGateway implements PageGateway {
  constructor(private readonly platform: FakePlatformApi) {}

  async pageExists(path: string): Promise<boolean> {
    const checked = requireParam('path', path);
    return (await platformCall('GET', '/api/cms/page-exists', () => this.platform.pageExists(checked))).exists === true;
  }

  async redirectFor(path: string): Promise<PageRedirect | null> {
    const checked = requireParam('path', path);
    const { redirect } = await platformCall('GET', '/api/cms/redirect', () => this.platform.pageRedirect(checked));
    return redirect ? { target: redirect } : null;
  }
}
