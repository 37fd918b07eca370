/** The spec's local storage keys (spec/1 §3). */
export const STORAGE_KEYS = {
  refreshToken: 'REFRESH_TOKEN',
  authToken: 'AUTH_TOKEN',
  lastActivity: 'LAST_ACTIVITY',
  cookieConsent: 'COOKIE_CONSENT',
  stakesAndWinningsConfirmedAt: 'LATEST_STAKES_AND_WINNINGS_CONFIRMED_AT',
} as const;
