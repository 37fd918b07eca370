/**
 * Reads `npm audit --omit=dev --json` (scripts/audit.ts). High and critical findings fail unless
 * documented here with the reason in docs/decisions.md; when the registry's audit endpoint cannot
 * be reached (this machine's registry answers 405), the check says so instead of passing silently.
 */
export type AuditVerdict =
  | { readonly kind: 'unreachable'; readonly reason: string }
  | {
      readonly kind: 'passed';
      readonly counts: Readonly<Record<Severity, number>>;
      readonly documented: readonly string[];
    }
  | { readonly kind: 'failed'; readonly findings: readonly string[] };

type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

const BLOCKING = new Set<Severity>(['high', 'critical']);

interface AuditReport {
  readonly auditReportVersion?: number;
  readonly vulnerabilities?: Record<string, { readonly name?: string; readonly severity?: Severity }>;
  readonly metadata?: { readonly vulnerabilities?: Partial<Record<Severity, number>> };
  readonly statusCode?: number;
  readonly message?: string;
  readonly error?: { readonly code?: string; readonly summary?: string };
}

/** `documented`: package names whose high or critical finding docs/decisions.md explains. */
export function auditVerdict(output: string, documented: ReadonlySet<string> = new Set()): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(output) as AuditReport;
  } catch {
    return {
      kind: 'unreachable',
      reason: `npm audit printed no report: ${output.trim().slice(0, 200) || '(nothing)'}`,
    };
  }
  if (!report.metadata?.vulnerabilities || !report.vulnerabilities) {
    const reason = [
      report.statusCode ? `HTTP ${report.statusCode}` : report.error?.code,
      report.message ?? report.error?.summary,
    ]
      .filter(Boolean)
      .join(': ');
    return { kind: 'unreachable', reason: reason || 'the audit endpoint returned an error' };
  }
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...report.metadata.vulnerabilities };
  const blocking = Object.entries(report.vulnerabilities).filter(
    ([, v]) => v.severity !== undefined && BLOCKING.has(v.severity),
  );
  const findings = blocking.filter(([name]) => !documented.has(name)).map(([name, v]) => `${name} (${v.severity})`);
  if (findings.length > 0) return { kind: 'failed', findings };
  return { kind: 'passed', counts, documented: blocking.map(([name]) => name) };
}
