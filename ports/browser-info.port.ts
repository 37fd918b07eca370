import type { BrowserInfo } from '../core/domain/payment';

/** What 3-D Secure needs to know about the browser. */
export interface BrowserInfoSource {
  read(): BrowserInfo;
}
