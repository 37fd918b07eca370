import type { BrowserInfo } from '../../core/domain/payment';
import type { BrowserInfoSource } from '../../ports/browser-info.port';

/** 3-D Secure browser data from the real browser. */
export class NavigatorBrowserInfo implements BrowserInfoSource {
  read(): BrowserInfo {
    return {
      colorDepth: window.screen.colorDepth,
      javaEnabled: false,
      javaScriptEnabled: true,
      language: navigator.language,
      screenHeight: window.screen.height,
      screenWidth: window.screen.width,
      timeZoneOffsetInMinutes: new Date().getTimezoneOffset(),
      userAgent: navigator.userAgent,
    };
  }
}
