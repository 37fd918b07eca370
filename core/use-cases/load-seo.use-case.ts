import { normalisePath, type SeoData, type SeoRequest } from '../domain/seo';
import { parseResultsDate } from '../domain/results-date';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { SeoGateway } from '../../ports/seo-gateway.port';

export interface RouteLocation {
  readonly pathname: string;
  readonly routeName: string | null;
  /** Route params; a `date` param of a numbers page (`ziehung-dd-MM-yyyy`) becomes the SEO date. */
  readonly params: Readonly<Record<string, string | undefined>>;
}

/**
 * The head of a route (spec/2 §7.7): asks the product server for SEO data of the visited path.
 * A failure keeps the page usable with the previous head and is reported; null then.
 */
export class LoadSeoUseCase {
  constructor(
    private readonly seo: SeoGateway,
    private readonly reporter: ErrorReporter,
  ) {}

  async execute(location: RouteLocation): Promise<SeoData | null> {
    const request = seoRequestOf(location);
    if (!request) return null;
    try {
      return await this.seo.seo(request);
    } catch (error) {
      this.reporter.report({
        source: 'seo',
        message: 'SEO data could not be loaded',
        context: { path: request.path, routeName: request.routeName, error: String(error) },
      });
      return null;
    }
  }
}

/** null for routes without a name (nothing to ask for). */
export function seoRequestOf(location: RouteLocation): SeoRequest | null {
  if (!location.routeName) return null;
  const parsed = parseResultsDate(location.params['date']);
  return {
    path: normalisePath(location.pathname),
    routeName: location.routeName,
    date: parsed.kind === 'date' ? parsed.date.toString() : null,
  };
}
