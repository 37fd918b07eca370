/**
 * `npm run audit`: the production dependencies may have no high or critical advisory, or each is
 * documented in docs/decisions.md (and listed in DOCUMENTED). Part of `npm test`. Where the
 * registry's audit endpoint cannot be reached (here it answers 405), it prints that the audit could
 * not run, points to the manual check in docs/decisions.md and does not fail the run.
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit-verdict';

/** High or critical findings explained in docs/decisions.md ("npm audit"): none. */
const DOCUMENTED = new Set<string>();

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
const verdict = auditVerdict(run.stdout ?? '', DOCUMENTED);
switch (verdict.kind) {
  case 'unreachable':
    console.log(
      `npm audit --omit=dev: not checked, the audit endpoint could not be used (${verdict.reason}); see the manual check in docs/decisions.md ("npm audit").`,
    );
    break;
  case 'passed':
    console.log(
      `npm audit --omit=dev: no undocumented high or critical finding (${Object.entries(verdict.counts)
        .map(([severity, n]) => `${severity} ${n}`)
        .join(', ')}${verdict.documented.length > 0 ? `; documented: ${verdict.documented.join(', ')}` : ''}).`,
    );
    break;
  case 'failed':
    console.error(
      `npm audit --omit=dev: high or critical findings not documented in docs/decisions.md: ${verdict.findings.join(', ')}`,
    );
    process.exitCode = 1;
}
