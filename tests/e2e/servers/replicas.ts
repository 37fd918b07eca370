/**
 * Two production servers behind one port, as replicas behind a load balancer (docs/deploy.md,
 * "Many machines"): the `replicas` project of playwright.config.ts starts this with
 * `REPLICAS_PORT` (the one port), `REPLICAS_BUILD` (the build both run), `API_BASE_URL` (the fake
 * API) and `PRODUCTION_HEALTH` (the production project's server, which makes that build). Requests alternate between the two, one by one (never by connection), and every answer
 * says which replica gave it (`X-Replica: 1` or `2`), so a test sees consecutive requests of one
 * player land on different processes.
 */
import { existsSync } from 'node:fs';
import { request as httpRequest, createServer, Agent } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../../perf/support/builds';
import { startServe } from '../../perf/support/production-server';

const port = Number(process.env.REPLICAS_PORT);
const buildDir = process.env.REPLICAS_BUILD ?? '';
const apiBase = process.env.API_BASE_URL ?? '';
if (!Number.isInteger(port) || !buildDir || !apiBase) throw new Error('REPLICAS_PORT, REPLICAS_BUILD and API_BASE_URL');
const origin = `http://127.0.0.1:${port}`;

// Without shared builds, the production project's server builds this folder while this starts:
// once that server answers, the build is whole.
const built = async () =>
  existsSync(join(buildDir, 'server', 'serve.js')) &&
  (await fetch(process.env.PRODUCTION_HEALTH ?? 'data:,').then(
    (answer) => answer.ok,
    () => false,
  ));
for (let waited = 0; !(await built()); waited += 500) {
  if (waited > 280_000) throw new Error(`no build in ${buildDir}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const ports = [await freePort(), await freePort()];
const replicas = await Promise.all(
  ports.map((replicaPort) =>
    startServe(buildDir, apiBase, replicaPort, {
      env: { PUBLIC_ORIGIN: origin, GAME_FRAME_ORIGINS: apiBase },
      onLine: () => undefined,
    }),
  ),
);

const agent = new Agent({ keepAlive: true });
let next = 0;
const proxy = createServer((req, res) => {
  const replica = next;
  next = (next + 1) % ports.length;
  const upstream = httpRequest(
    { host: '127.0.0.1', port: ports[replica], method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-replica': String(replica + 1) });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('replica unreachable');
  });
  req.pipe(upstream);
});
proxy.listen(port, '127.0.0.1', () => console.log(`Replicas ${ports.join(' and ')} laufen hinter ${origin}`));

const stop = () => {
  proxy.close();
  for (const child of replicas) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGTERM', stop).once('SIGINT', stop);
