import { ContainerModule } from 'inversify';
import { HttpClient } from '../../adapters/http/client';
import type { TokenStore } from '../../ports/token-store.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import { TOKENS } from './tokens';
import { HTTP_CLIENT } from './http-client';
import { lazyGateway } from './lazy-gateway';
import { LAZY_HTTP_GATEWAYS } from './http-gateways';

/** The shell's gateways over the documented HTTP APIs (production, `npm start`, the MSW dev mode); gateways only one feature uses load with it (./features). */
export const httpModule = (baseUrl: string) =>
  new ContainerModule((o) => {
    o.bind<HttpClient>(HTTP_CLIENT)
      .toResolvedValue(
        (tokens: TokenStore, reporter: ErrorReporter) => new HttpClient(baseUrl, tokens, reporter),
        [TOKENS.tokenStore, TOKENS.errorReporter],
      )
      .inSingletonScope();
    const viaHttp =
      <T>(make: (http: HttpClient) => T) =>
      (http: HttpClient) =>
        make(http);
    // Every gateway loads with its first call: the home route's bundle carries none of them.
    for (const name of Object.keys(LAZY_HTTP_GATEWAYS) as (keyof typeof LAZY_HTTP_GATEWAYS)[]) {
      o.bind(TOKENS[name])
        .toResolvedValue(
          viaHttp((h) => lazyGateway(() => LAZY_HTTP_GATEWAYS[name]().then((Gateway) => new Gateway(h)))),
          [HTTP_CLIENT],
        )
        .inSingletonScope();
    }
  });
