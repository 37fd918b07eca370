import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/*
 * No DOM in these tests (Node only), so components are rendered to static HTML and the
 * tags are read back with a small parser that is good enough for React's own output.
 */
export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

export function render(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function tags(html: string, name?: string): Tag[] {
  const found: Tag[] = [];
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const tagName = match[1] ?? '';
    if (name && tagName !== name) continue;
    // HTML attribute names are case-insensitive; React prints some in camelCase (autoComplete).
    const attrs: Record<string, string> = {};
    for (const attr of (match[2] ?? '').matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      if (attr[1]) attrs[attr[1].toLowerCase()] = decode(attr[2] ?? '');
    }
    found.push({ name: tagName, attrs });
  }
  return found;
}

/** The first tag matching name and attribute filter; throws so a missing tag fails loudly. */
export function tag(html: string, name: string, where: Record<string, string> = {}): Tag {
  const hit = tags(html, name).find((t) => Object.entries(where).every(([k, v]) => t.attrs[k] === v));
  if (!hit) throw new Error(`<${name}> with ${JSON.stringify(where)} not found in ${html}`);
  return hit;
}

export function hasClass(t: Tag, className: string): boolean {
  return (t.attrs.class ?? '').split(/\s+/).includes(className);
}

/** Text content of the element with the given id (no nesting of the same tag expected). */
export function textOf(html: string, id: string): string {
  const match = new RegExp(
    `<(\\w+)[^>]*\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</\\1>`,
  ).exec(html);
  return decode((match?.[2] ?? '').replace(/<[^>]+>/g, ''));
}
