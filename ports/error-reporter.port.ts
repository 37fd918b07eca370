/** Where faults go (console in the app, a spy in tests). Reports never carry secrets. */
export interface ErrorReport {
  readonly message: string;
  /** Machine-readable source, e.g. 'http', 'session', 'analytics', 'update'. */
  readonly source: string;
  readonly context?: Readonly<Record<string, string | number | boolean | null>>;
  /** 'warning' for a degraded but working app (spec/2: local storage missing); errors by default. */
  readonly level?: 'error' | 'warning';
}

export interface ErrorReporter {
  report(report: ErrorReport): void;
}
