import { data, redirect, redirectDocument } from 'react-router';
import { decideResultsPage, parseResultsDate } from '../../../core/domain/results-date';
import { keyOfRoute, routeContainer, routeNameOf, type LoaderArgs } from '../../app/route-container';
import { useRouteName } from '../../app/use-route-name';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { RESULTS } from './results.module';
import { archivePath, RESULTS_ROUTES } from './results-routes';
import { ResultsView } from './results.view';
import { RECENT_SHOWS, SHOWS_NAMED, showsAround, type ResultsData } from './results.view-model';

/**
 * The page's data (spec/1 §2, spec/2 §8): the last show or the URL date's show with the shows
 * around it. A malformed date, or a lottery without shows, is the 404 inside the layout; a
 * well-formed date without a show redirects to the lottery's archive (302: the date may still
 * get a show); a failing backend gives the page with a retry, status 503.
 */
export async function loader({ params, context, request }: LoaderArgs) {
  const lottery = keyOfRoute(RESULTS_ROUTES, routeNameOf(context, request));
  const param = parseResultsDate(params.date);
  if (param.kind === 'malformed') return data<ResultsData>({ kind: 'not_found' }, { status: 404 });
  const container = routeContainer(context);
  const results = resolve(container, RESULTS.loadResultsUseCase);
  let answer: ResultsData;
  try {
    // The shows the page names (its date select and the neighbours): the newest ones, and the two
    // years only for an older date. The newest show's page has no older neighbour to name beyond the select.
    const date = param.kind === 'date' ? param.date : null;
    const found = await results.forDate(lottery, date, date === null ? RECENT_SHOWS : SHOWS_NAMED);
    const decision = decideResultsPage(param, found.kind);
    if (decision === 'archive') return redirect(archivePath(lottery));
    answer =
      decision === 'show' && found.kind === 'found'
        ? {
            kind: 'found',
            show: found.show,
            draw: found.draw,
            shows: showsAround(found.shows, found.show),
            loadedAt: resolve(container, SHARED.clock).now().toString(),
          }
        : { kind: 'not_found' };
  } catch (error) {
    // Offline in the browser: load the page as a document, so the service worker answers with
    // its last copy of it (or its offline page) instead of an error.
    if (!resolve(container, SHARED.connectivity).online()) return redirectDocument(request.url);
    // spec/2 §8 "Other date-page errors: reported with 500"; the player gets a retry.
    resolve(container, SHARED.errorReporter).report({
      message: error instanceof Error ? error.message : String(error),
      source: 'results',
      context: { status: 500, lottery, date: params.date ?? null },
    });
    return data<ResultsData>({ kind: 'error' }, { status: 503 });
  }
  return answer.kind === 'found' ? answer : data(answer, { status: 404 });
}

/** Every lottery's numbers page; another lottery mounts a fresh view model (the key). */
export default function ResultsPage() {
  const lottery = keyOfRoute(RESULTS_ROUTES, useRouteName());
  return <ResultsView key={lottery} lottery={lottery} />;
}
