import type { CurrentDraw, LotteryIdentifier, ProductIdentifier } from '../domain/lottery';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import { Temporal } from '../shared/temporal';
import type { ErrorReporter } from '../../ports/error-reporter.port';

const REGULAR_PRODUCTS: Record<LotteryIdentifier, ProductIdentifier> = {
  lotto6aus49: 'lotto6aus49_regular',
  eurojackpot: 'eurojackpot_regular',
  keno: 'keno_regular',
  gluecksspirale: 'gluecksspirale_regular',
};

export interface NextDraw {
  readonly lottery: LotteryIdentifier;
  /** null when the platform has no draw on sale (or could not be asked). */
  readonly draw: CurrentDraw | null;
}

/** The next draw on sale for each lottery, for the home page and landing pages. */
export class LoadNextDrawsUseCase {
  constructor(
    private readonly lotteryStore: LotteryStoreGateway,
    private readonly reporter: ErrorReporter | null = null,
  ) {}

  async execute(
    lotteries: readonly LotteryIdentifier[] = Object.keys(REGULAR_PRODUCTS) as LotteryIdentifier[],
  ): Promise<NextDraw[]> {
    const answers = await Promise.allSettled(lotteries.map((l) => this.lotteryStore.currentDraws(REGULAR_PRODUCTS[l])));
    return lotteries.map((lottery, i) => {
      const answer = answers[i];
      const draws = answer?.status === 'fulfilled' ? answer.value : [];
      const draw = [...draws].sort((a, b) => Temporal.Instant.compare(a.drawingTime, b.drawingTime))[0] ?? null;
      if (!draw)
        this.reporter?.report({ source: 'lottery', message: `Missing draw for product ${REGULAR_PRODUCTS[lottery]}` });
      return { lottery, draw };
    });
  }
}
