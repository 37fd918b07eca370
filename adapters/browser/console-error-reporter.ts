import { redact } from '../../core/domain/redact';
import type { ErrorReport, ErrorReporter } from '../../ports/error-reporter.port';
import type { TokenStore } from '../../ports/token-store.port';

/** Reports to the console, with tokens and passwords removed. A real shop would send these to its monitoring. */
export class ConsoleErrorReporter implements ErrorReporter {
  constructor(private readonly tokens: TokenStore | null = null) {}

  report({ message, source, context, level }: ErrorReport): void {
    const current = this.tokens?.read();
    const secrets = current ? [current.accessToken, current.refreshToken] : [];
    const line = redact(`[${source}] ${message}${context ? ` ${JSON.stringify(context)}` : ''}`, secrets);
    if (level === 'warning') console.warn(line);
    else console.error(line);
  }
}
