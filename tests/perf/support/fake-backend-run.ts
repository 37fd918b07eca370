/**
 * One measured run of the fake-backend latency benchmark: a calibration on the idle server, then
 * the players' deposits and purchases with a trivial request now and then beside them.
 */
import { cardDeposit, lottoPurchase, newShopper, timed } from './fake-backend-load';

export interface LoadRun {
  /** p90 of the trivial request on the idle server right before the load (calibration). */
  idle: number[];
  deposits: number[];
  purchases: number[];
  trivialUnderLoad: number[];
  failures: string[];
  seconds: number;
  priceCents: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One measured run: 300 trivial requests on the idle server, then `clients` new players who each
 * deposit and buy `rounds` times, pausing `thinkMs` after every answer, while one more client asks
 * the trivial question now and then. `tag` keeps transaction and order ids apart between runs.
 */
export async function loadRun(
  base: string,
  tag: string,
  options: { clients: number; rounds: number; depositCents: number; thinkMs: readonly [number, number] },
): Promise<LoadRun> {
  const trivial = () => fetch(`${base}/lottery-store/public/api/v2/product_definitions/lotto6aus49_regular`);
  const think = () => sleep(options.thinkMs[0] + Math.random() * (options.thinkMs[1] - options.thinkMs[0]));
  for (let i = 0; i < 50; i += 1) await timed(trivial);
  const run: LoadRun = {
    idle: [],
    deposits: [],
    purchases: [],
    trivialUnderLoad: [],
    failures: [],
    seconds: 0,
    priceCents: 0,
  };
  for (let i = 0; i < 300; i += 1) run.idle.push((await timed(trivial)).ms);

  const shoppers = await Promise.all(Array.from({ length: options.clients }, (_, n) => newShopper(base, n)));
  const { priceCents, order } = await lottoPurchase(base);
  run.priceCents = priceCents;
  let loading = true;
  const shop = async (headers: Record<string, string>, n: number) => {
    // Players do not all click in the same millisecond: without this, the first requests queue behind each other.
    await sleep(Math.random() * options.thinkMs[1]);
    for (let round = 0; round < options.rounds; round += 1) {
      const deposit = await timed(cardDeposit(base, headers, `${tag}-${n}-${round}`, options.depositCents));
      run.deposits.push(deposit.ms);
      if (deposit.status !== 200) run.failures.push(`deposit ${deposit.status}`);
      await think();
      const purchase = await timed(order(base, headers, `${tag}-order-${n}-${round}`));
      run.purchases.push(purchase.ms);
      if (purchase.status !== 204) run.failures.push(`purchase ${purchase.status}`);
      await think();
    }
  };
  const observe = async () => {
    while (loading) {
      run.trivialUnderLoad.push((await timed(trivial)).ms);
      await think();
    }
  };
  const started = performance.now();
  const observer = observe();
  await Promise.all(shoppers.map(shop));
  loading = false;
  await observer;
  run.seconds = (performance.now() - started) / 1000;
  return run;
}
