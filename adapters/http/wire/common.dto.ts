/** Wire shapes shared by every API: snake_case, integer cents. */
export interface MoneyDto {
  fractional: number;
  currency: string;
}

export interface PageInfoDto {
  total_count: number;
}

/** 400 body of validating APIs. */
export interface ErrorBodyDto {
  global_errors?: string[];
  attribute_errors?: Record<string, string[]>;
  code?: string;
  reason?: string;
  message?: string;
  /** `cooling_off` (a KENO order during the 5-minute wait): the instant play is allowed, and why it waits. */
  play_allowed_from?: string;
  cooling_off_reason?: string;
}
