import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

// The detection corpus (tools/detection-corpus): phish.json and genuine.json list the pages; each
// page is pages/<class>/<id>.html, or a folder pages/<class>/<id>/ whose index.html refers to its
// other files (frames, scripts, later steps) relatively.

const entrySchema = z.looseObject({
  id: z.string().min(1),
  class: z.enum(['phish', 'genuine']),
  brand: z.string().nullable(),
  url: z.url(),
  kinds: z.array(z.string()).default([]),
  urlSource: z.string().optional(),
  note: z.string().optional(),
});

export type CorpusEntry = z.infer<typeof entrySchema>;

export interface CorpusPage extends CorpusEntry {
  /** The HTML served at the page's own URL. */
  file: string;
  /** The page's folder, whose files are served relative to its URL; null for a single file. */
  folder: string | null;
}

export interface Corpus {
  pages: CorpusPage[];
  /** Listed entries without a page file (skipped, and said so). */
  missing: string[];
}

function readList(corpusDir: string, name: 'phish' | 'genuine'): CorpusEntry[] {
  const file = join(corpusDir, `${name}.json`);
  if (!existsSync(file)) return [];
  const parsed = z.array(entrySchema).safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} is not a list of corpus entries: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Ids picked by --only: a glob (with * or ?) matches the whole id, anything else is a substring. */
export function idFilter(patterns: string[]): (id: string) => boolean {
  if (patterns.length === 0) return () => true;
  const tests = patterns.map((pattern) => {
    if (!/[*?]/.test(pattern)) return (id: string) => id.includes(pattern);
    const source = pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.');
    const glob = new RegExp(`^${source}$`);
    return (id: string) => glob.test(id);
  });
  return (id) => tests.some((test) => test(id));
}

export function readCorpus(
  corpusDir: string,
  pick: { only: string[]; onlyClass: 'phish' | 'genuine' | null },
): Corpus {
  const wanted = idFilter(pick.only);
  const entries = [...readList(corpusDir, 'phish'), ...readList(corpusDir, 'genuine')].filter(
    (entry) => wanted(entry.id) && (pick.onlyClass === null || entry.class === pick.onlyClass),
  );
  const pages: CorpusPage[] = [];
  const missing: string[] = [];
  for (const entry of entries) {
    const single = join(corpusDir, 'pages', entry.class, `${entry.id}.html`);
    const folder = join(corpusDir, 'pages', entry.class, entry.id);
    if (existsSync(single)) pages.push({ ...entry, file: single, folder: null });
    else if (existsSync(join(folder, 'index.html')))
      pages.push({ ...entry, file: join(folder, 'index.html'), folder });
    else missing.push(entry.id);
  }
  return { pages, missing };
}
