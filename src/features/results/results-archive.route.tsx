import { loaderAnswer, routeContainer, routeNameOf, type LoaderArgs } from '../../app/route-container';
import { useRouteName } from '../../app/use-route-name';
import { resolve } from '../../composition/feature';
import { RESULTS } from './results.module';
import { archiveRouteName, RESULTS_ROUTES } from './results-routes';
import { ArchiveView } from './results-archive.view';
import { loadArchive } from './results-archive.view-model';
import type { LotteryIdentifier } from '../../../core/domain/lottery';

const lotteryOfArchive = (name: string | null | undefined): LotteryIdentifier => {
  const lottery = (Object.keys(RESULTS_ROUTES) as LotteryIdentifier[]).find((l) => archiveRouteName(l) === name);
  if (!lottery) throw new Error(`No archive route named ${String(name)}`);
  return lottery;
};

/** The list of shows and the newest month's numbers, before render; 404 without shows, 503 when the list fails. */
export async function loader({ request, context }: LoaderArgs) {
  const lottery = lotteryOfArchive(routeNameOf(context, request));
  return loaderAnswer(await loadArchive(resolve(routeContainer(context), RESULTS.loadResultsUseCase), lottery));
}

/** Every lottery's archive; another lottery mounts a fresh view model (the key). */
export default function ResultsArchivePage() {
  const lottery = lotteryOfArchive(useRouteName());
  return <ArchiveView key={lottery} lottery={lottery} />;
}
