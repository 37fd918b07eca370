import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/audit-verdict';

const report = (vulnerabilities: Record<string, { severity: string }>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(Object.entries(vulnerabilities).map(([name, v]) => [name, { name, ...v }])),
    metadata: {
      vulnerabilities: Object.values(vulnerabilities).reduce<Record<string, number>>(
        (counts, v) => ({ ...counts, [v.severity]: (counts[v.severity] ?? 0) + 1 }),
        {},
      ),
    },
  });

describe('npm audit verdict (scripts/audit.ts)', () => {
  it('passes a report with only low and moderate findings, counting them', () => {
    const verdict = auditVerdict(report({ ufo: { severity: 'low' }, destr: { severity: 'moderate' } }));
    expect(verdict).toEqual({
      kind: 'passed',
      counts: { info: 0, low: 1, moderate: 1, high: 0, critical: 0 },
      documented: [],
    });
  });

  it('fails on a high or critical finding that is not documented', () => {
    const verdict = auditVerdict(
      report({ 'react-router': { severity: 'high' }, validator: { severity: 'critical' }, ufo: { severity: 'low' } }),
    );
    expect(verdict).toEqual({ kind: 'failed', findings: ['react-router (high)', 'validator (critical)'] });
  });

  it('passes a documented high finding and names it', () => {
    const verdict = auditVerdict(report({ validator: { severity: 'high' } }), new Set(['validator']));
    expect(verdict).toMatchObject({ kind: 'passed', documented: ['validator'] });
  });

  it('says the audit could not run when the endpoint refuses (this registry answers 405)', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(refused)).toEqual({
      kind: 'unreachable',
      reason: 'HTTP 405: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
  });

  it('says the audit could not run when npm printed no JSON (no network)', () => {
    expect(auditVerdict('')).toEqual({ kind: 'unreachable', reason: 'npm audit printed no report: (nothing)' });
    expect(
      auditVerdict(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request to registry failed' } })),
    ).toEqual({ kind: 'unreachable', reason: 'ENOTFOUND: request to registry failed' });
  });
});
