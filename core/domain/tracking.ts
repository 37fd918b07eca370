/**
 * Campaign and landing parameters a visitor arrives with (UTM and the ad networks' click ids):
 * the shop sends them as `tracking_parameters` with the registration and with orders (spec/1 §3,
 * spec/2 §3). Flat string pairs, few and short, whatever the URL carried.
 */
const CLICK_IDS = ['gclid', 'fbclid', 'msclkid', 'dclid', 'ttclid'];
const MAX_PARAMETERS = 10;
const MAX_VALUE_LENGTH = 100;

const isLandingKey = (key: string): boolean => /^utm_[a-z_]{1,30}$/.test(key) || CLICK_IDS.includes(key);

/** `?a=1&b=x+y` as decoded pairs (form encoding: `+` is a space); malformed escapes are skipped. */
function queryPairs(search: string): [string, string][] {
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  return search
    .replace(/^\?/, '')
    .split('&')
    .flatMap((pair): [string, string][] => {
      const at = pair.indexOf('=');
      try {
        return at < 0 ? [[decode(pair), '']] : [[decode(pair.slice(0, at)), decode(pair.slice(at + 1))]];
      } catch {
        return [];
      }
    });
}

/** The landing parameters of a URL's query, or null when it carries none. */
export function landingParameters(search: string): Record<string, string> | null {
  const found: Record<string, string> = {};
  for (const [rawKey, rawValue] of queryPairs(search)) {
    const key = rawKey.toLowerCase();
    const value = rawValue.trim().slice(0, MAX_VALUE_LENGTH);
    if (!isLandingKey(key) || value === '' || key in found) continue;
    found[key] = value;
    if (Object.keys(found).length === MAX_PARAMETERS) break;
  }
  return Object.keys(found).length > 0 ? found : null;
}
