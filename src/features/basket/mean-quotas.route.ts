import { isPoolLottery, type MeanQuotas, type PoolLottery } from '../../../core/domain/mean-quotas';
import { EstimateOddsUseCase } from '../../../core/use-cases/estimate-odds.use-case';
import { archiveAggregate } from '../../app/archive-aggregate';
import { routeContainer, type LoaderArgs } from '../../app/route-container';
import { resolve } from '../../composition/feature';
import { RESULTS } from '../results/results.module';

/**
 * GET /daten/mittlere-quoten/{lottery} (ports/archive-aggregates-gateway.port.ts): the archive's
 * mean quotas of a pool lottery, for the basket's Erwartungswert, computed once per newest show
 * (src/app/archive-aggregate.ts). A browser asks once instead of loading some 200 shows itself.
 */
const meanQuotas = archiveAggregate<PoolLottery, MeanQuotas>(isPoolLottery, async (lottery, draws) => {
  const result = await new EstimateOddsUseCase(draws).meanQuotas(lottery);
  return result.ok ? result.value : null;
});

export const loader = ({ params, request, context }: LoaderArgs): Promise<Response> =>
  meanQuotas.answer(request, params['lottery'], () => resolve(routeContainer(context), RESULTS.drawsGateway));
