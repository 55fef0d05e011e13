// Measures what a first visit downloads: the entry chunk and its static imports (what index.html
// loads), then the same plus the signed-in shell and one page. Run after `vite build`. The bytes are
// those the server sends: the build's brotli copies (to a browser that accepts br, as every current
// one does) and its gzip copies; a file too small to have copies goes as it is.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** KB sent for the files with this encoding's precompressed copies (the file itself where there is none). */
function servedKb(files: Iterable<string>, suffix: '.br' | '.gz'): number {
  let total = 0;
  for (const file of files) {
    const copy = `${dist}/${file}${suffix}`;
    total += readFileSync(existsSync(copy) ? copy : `${dist}/${file}`).length;
  }
  return Math.round(total / 102.4) / 10;
}

function report(label: string, keys: string[]) {
  const chunks = [...closure(keys)].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
  const js = chunks.map((chunk) => chunk.file);
  const css = chunks.flatMap((chunk) => chunk.css ?? []);
  const styles = new Set(css);
  const total = Math.round((servedKb(js, '.br') + servedKb(styles, '.br')) * 10) / 10;
  console.log(
    `${label}: ${total} KB as served: JS ${servedKb(js, '.br')} KB brotli (${servedKb(js, '.gz')} gzip) in ${js.length} chunks, CSS ${servedKb(styles, '.br')} KB brotli (${servedKb(styles, '.gz')} gzip)`,
  );
}

const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
/**
 * The manifest key of a module's chunk: its own (`src/…`), or the shared chunk named after it when other
 * chunks import it too. A module renamed or no longer split off fails here, not silently.
 */
function find(suffix: string): string {
  const name = suffix.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const keys = Object.keys(manifest);
  const key =
    keys.find((candidate) => candidate.endsWith(suffix)) ??
    keys.find((candidate) => candidate.startsWith('_') && manifest[candidate]?.name === name);
  if (!key) throw new Error(`No chunk for ${suffix} in the build's manifest.`);
  return key;
}
report('initial (index.html)', entry);
report('login page', [...entry, find('features/auth/routes/login-page.tsx')]);
const shell = [...entry, find('app/session/session-boot.tsx')];
report('signed-in shell with a placeholder page (first paint)', [
  ...shell,
  find('features/settings/routes/settings-page.tsx'),
]);
const incidentFeed = [...shell, find('features/incidents/routes/incident-feed-page.tsx')];
report('signed-in incident feed (first paint)', incidentFeed);
// The budget (decision 0067): what the feed needs before its first rows, the list included. Its filter
// dropdowns, row menus and popups load alongside, behind stand-ins of the same size.
report('signed-in incident feed, its first rows (the page and its list)', [
  ...incidentFeed,
  find('features/incidents/components/incident-list.tsx'),
]);
report('  + its filter dropdowns and row menus (loaded alongside the page)', [
  ...incidentFeed,
  find('features/incidents/components/incident-list.tsx'),
  find('components/select-field.tsx'),
  find('components/filter-popover.tsx'),
  find('domains/events/components/event-actions-menu.tsx'),
]);
report('signed-in super feed (first paint)', [
  ...shell,
  find('features/super-feed/routes/super-feed-page.tsx'),
]);
report('  shell + top-bar dropdown, profile menu and overlays (loaded alongside the page)', [
  ...shell,
  find('app/shell/org-switcher.tsx'),
  find('app/shell/profile-menu.tsx'),
  find('app/shell/overlays.tsx'),
]);
