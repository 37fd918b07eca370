/** Player-specific cached data, dropped at login, logout and after every purchase, deposit or withdrawal. */
export interface PlayerCache {
  invalidate(): void;
}
