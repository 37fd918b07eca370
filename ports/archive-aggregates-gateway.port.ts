import type { MeanQuotas, PoolLottery } from '../core/domain/mean-quotas';
import type { CheckedArchive } from '../core/domain/winning-check-archive';
import type { CheckedLottery } from '../core/domain/winning-check-tip';

/**
 * Figures the shop's server computes once over a lottery's whole archive and hands out to every
 * browser (issue 26): a browser asks for the result in one request instead of loading the
 * archive's two years of shows itself. A failed or malformed answer is a GatewayError.
 */
export interface ArchiveAggregatesGateway {
  /** The archive's mean quota of every pool class (core/domain/mean-quotas.ts). */
  meanQuotas(lottery: PoolLottery): Promise<MeanQuotas>;
  /** The drawn draws the Gewinnabfrage checks a tip against (core/domain/winning-check-archive.ts). */
  winningCheckArchive(lottery: CheckedLottery): Promise<CheckedArchive>;
}

/** Where the shop's own server answers a pool lottery's mean quotas: `${MEAN_QUOTAS_PATH}/{lottery}` (JSON). */
export const MEAN_QUOTAS_PATH = '/daten/mittlere-quoten';
/** Where it answers the Gewinnabfrage's archive: `${WINNING_CHECK_ARCHIVE_PATH}/{lottery}` (JSON). */
export const WINNING_CHECK_ARCHIVE_PATH = '/daten/gewinnabfrage-archiv';
