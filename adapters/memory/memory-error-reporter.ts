import { redact } from '../../core/domain/redact';
import type { ErrorReport, ErrorReporter } from '../../ports/error-reporter.port';

/** Collects reports for assertions (redacted exactly like the console adapter). */
export class MemoryErrorReporter implements ErrorReporter {
  readonly reports: ErrorReport[] = [];
  report(report: ErrorReport): void {
    this.reports.push({ ...report, message: redact(report.message) });
  }
}
