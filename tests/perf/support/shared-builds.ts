/**
 * `npm test`'s step before the unit tests: both builds once, into SHARED_BUILDS (see builds.ts),
 * replacing what an earlier run left there. Prints how long each took.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { npmBuild } from './builds';

const target = process.env.SHARED_BUILDS;
if (!target) throw new Error('SHARED_BUILDS names the folder for the shared builds');
const dir = resolve(target);
rmSync(dir, { recursive: true, force: true });
for (const [name, script, variable] of [
  ['serve', 'build', 'SERVER_OUT_DIR'],
  ['fake', 'build:fake', 'BUILD_OUT_DIR'],
] as const) {
  const started = performance.now();
  npmBuild(script, { [variable]: join(dir, name) });
  console.log(`npm run ${script} → ${join(target, name)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
