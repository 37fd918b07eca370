import i18next from 'i18next';
import de from './de.json';
import layout from './layout.de.json';

type Tree = { [key: string]: string | Tree };

/** Message files per area, merged key by key (later files add to earlier ones). */
function merge(target: Tree, source: Tree): Tree {
  const result: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    result[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return result;
}

/**
 * German only (de-DE). The shell's strings (layout, header, footer, home, login, errors) are
 * bundled; every other screen brings its own with its chunk (addTranslations), so no screen
 * renders before its strings are there and no locale request is made.
 */
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'de',
  fallbackLng: 'de',
  resources: { de: { translation: merge(de as Tree, layout as Tree) } },
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

const translate = i18n.t.bind(i18n);
const call = translate as unknown as (...args: unknown[]) => string;
/**
 * Messages once looked up: those asked by key alone (most of a page's strings) and those whose
 * values are only numbers and booleans (a class's name, a count's plural), with the code's own
 * `defaultValue`. i18next's lookup and interpolation were about 5 % of a server render. Keys and
 * defaults are the code's own; values that may carry a player's data (strings) are never kept;
 * the bound is for safety. New strings (addTranslations) clear it.
 */
const looked = new Map<string, string>();
const MAX_LOOKED = 5_000;

/** The memo's key of a call, or null when its values are not all numbers and booleans. */
function memoKey(key: string, rest: unknown[]): string | null {
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || typeof options !== 'object' || options === null) return null;
  let memo = key;
  for (const [name, value] of Object.entries(options)) {
    if (typeof value === 'number' || typeof value === 'boolean') memo += `\u0001${name}\u0002${value}`;
    else if (name === 'defaultValue' && typeof value === 'string') memo += `\u0001${name}\u0002${value}`;
    else return null;
  }
  return memo;
}

export const t = ((key: unknown, ...rest: unknown[]) => {
  const memo = typeof key === 'string' ? memoKey(key, rest) : null;
  if (memo === null) return call(key, ...rest);
  let message = looked.get(memo);
  if (message === undefined) {
    message = call(key, ...rest);
    if (looked.size >= MAX_LOOKED) looked.clear();
    looked.set(memo, message);
  }
  return message;
}) as unknown as typeof translate;

/** Lazy screens (and the developer pages, which only some builds have) bring their own strings with their chunk. */
export function addTranslations(bundle: Record<string, unknown>): void {
  i18n.addResourceBundle('de', 'translation', bundle, true, true);
  looked.clear();
}

/** Whether the shop has a text under this key (e.g. for a platform's error code). */
export const hasMessage = (key: string): boolean => i18n.exists(key);

/** A message for an error kind, with a general fallback so no raw key ever shows. */
export function errorMessage(scope: string, kind: string, values: Record<string, unknown> = {}): string {
  const key = `${scope}.${kind}`;
  return i18n.exists(key, values) ? i18n.t(key, values) : i18n.t(`${scope}.unknown`, values);
}
