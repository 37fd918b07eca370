/**
 * Preloaded into the production server by the soak benchmark (tests/perf/soak.perf.ts):
 * `node --expose-gc --require tests/perf/support/heap-probe.cjs dist/server/serve.js`.
 * A line on stdin asks for the server's memory, answered on stdout (one line, the server's access
 * log around it):
 *   gc   → two full collections, then `HEAP <heapUsed> <rss>` (bytes)
 *   mem  → without collecting: `MEM <heapUsed> <rss>`
 * SIGUSR2 does what `gc` does. The server's own code is not touched.
 */
'use strict';

if (typeof global.gc !== 'function') throw new Error('heap-probe.cjs needs node --expose-gc');

function report(tag) {
  const { heapUsed, rss } = process.memoryUsage();
  process.stdout.write(`${tag} ${heapUsed} ${rss}\n`);
}

/** Two full collections a turn apart (what the first frees may let the second free more), then the heap. */
function collectAndReport() {
  global.gc();
  setImmediate(() => {
    global.gc();
    report('HEAP');
  });
}

process.on('SIGUSR2', collectAndReport);

let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  pending += chunk;
  let newline;
  while ((newline = pending.indexOf('\n')) >= 0) {
    const command = pending.slice(0, newline).trim();
    pending = pending.slice(newline + 1);
    if (command === 'gc') collectAndReport();
    else if (command === 'mem') report('MEM');
  }
});
// The server decides when the process ends, not an open stdin.
process.stdin.unref();
