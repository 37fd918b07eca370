import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What every page needs from the client build: its entry script, the modules it imports, its styles. */
export interface ClientAssets {
  readonly entry: string;
  readonly preloads: readonly string[];
  readonly styles: readonly string[];
}

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** Reads Vite's manifest of the client build (dist/client/.vite/manifest.json). */
export function readClientAssets(clientDir: string): ClientAssets {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error(`No entry in the client build's manifest (${clientDir})`);
  const entry = manifest[entryKey]!;
  const preloads = new Set<string>();
  const styles = new Set<string>(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  // With one style sheet for the whole app (vite.config.ts, cssCodeSplit off) it is an asset of its own.
  const sheet = manifest['style.css'];
  if (sheet) styles.add(sheet.file);
  const url = (file: string) => `/${file}`;
  return { entry: url(entry.file), preloads: [...preloads].map(url), styles: [...styles].map(url) };
}
