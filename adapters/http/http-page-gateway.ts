import type { PageGateway, PageRedirect } from '../../ports/page-gateway.port';
import { requireParam, type HttpClient } from './client';
import type { PageExistsDto, RedirectDto } from './wire/content.dto';

/** Product-server page calls (spec/2 §7.7), anonymous. */
export class HttpPageGateway implements PageGateway {
  constructor(private readonly http: HttpClient) {}

  async pageExists(path: string): Promise<boolean> {
    const query = { path: requireParam('path', path) };
    return (
      (await this.http.request<PageExistsDto>('productServer', 'GET', '/cms/page-exists', { query, auth: 'none' }))
        .exists === true
    );
  }

  async redirectFor(path: string): Promise<PageRedirect | null> {
    const query = { path: requireParam('path', path) };
    const { redirect } = await this.http.request<RedirectDto>('productServer', 'GET', '/cms/redirect', {
      query,
      auth: 'none',
    });
    return redirect ? { target: redirect } : null;
  }
}
