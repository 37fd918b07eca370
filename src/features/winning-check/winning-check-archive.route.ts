import { isCheckedLottery, type CheckedLottery } from '../../../core/domain/winning-check-tip';
import { packArchive, type CheckedArchive } from '../../../core/domain/winning-check-archive';
import { LoadArchiveDrawsUseCase } from '../../../core/use-cases/load-archive-draws.use-case';
import { archiveAggregate } from '../../app/archive-aggregate';
import { routeContainer, type LoaderArgs } from '../../app/route-container';
import { resolve } from '../../composition/feature';
import { RESULTS } from '../results/results.module';

/**
 * GET /daten/gewinnabfrage-archiv/{lottery} (ports/archive-aggregates-gateway.port.ts): the
 * drawn draws of the archive, packed (core/domain/winning-check-archive.ts), once per newest show
 * (src/app/archive-aggregate.ts). The Gewinnabfrage checks a tip against it in the browser: one
 * request instead of one per show, and a tip never leaves the player's device.
 */
const archive = archiveAggregate<CheckedLottery, CheckedArchive>(isCheckedLottery, async (lottery, draws) =>
  packArchive(lottery, await new LoadArchiveDrawsUseCase(draws).execute(lottery)),
);

export const loader = ({ params, request, context }: LoaderArgs): Promise<Response> =>
  archive.answer(request, params['lottery'], () => resolve(routeContainer(context), RESULTS.drawsGateway));
