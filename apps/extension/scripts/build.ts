import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { renderIcons } from './icons.ts';
import { managedSchema, manifest } from './manifest.ts';
import { zip } from './zip.ts';

// Builds the extension into dist/ (load it unpacked) and release/baitwatch-extension.zip (the same
// files, for the store or the Deployment page's download). Vite (already the console's bundler)
// bundles each entry: the service worker as an ES module, the content script and the options page as
// classic scripts (a content script cannot be a module).

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const dist = join(root, 'dist');
const release = join(root, 'release');
export const ZIP_NAME = 'baitwatch-extension.zip';

const ENTRIES: { entry: string; file: string; format: 'es' | 'iife' }[] = [
  { entry: 'src/background/service-worker.ts', file: 'background.js', format: 'es' },
  { entry: 'src/content/content-script.ts', file: 'content.js', format: 'iife' },
  { entry: 'src/options/options.ts', file: 'options.js', format: 'iife' },
  { entry: 'src/offscreen/read-pictures.ts', file: 'offscreen.js', format: 'es' },
];

/**
 * Text recognition's own files, copied as published (Apache-2.0): its worker script, its core built
 * for WebAssembly with SIMD and the LSTM engine only (Chrome 120 has both), and the English model.
 */
const OCR_FILES: { from: string; to: string }[] = [
  { from: 'tesseract.js/dist/worker.min.js', to: 'worker.min.js' },
  { from: 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js', to: 'tesseract-core-simd-lstm.wasm.js' },
  { from: '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz', to: 'eng.traineddata.gz' },
  { from: 'tesseract.js/LICENSE.md', to: 'LICENSE-tesseract.js.md' },
  { from: 'tesseract.js-core/LICENSE', to: 'LICENSE-tesseract.js-core' },
];

function config(entry: (typeof ENTRIES)[number]): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: dist,
      emptyOutDir: false,
      // Readable output: the store's reviewers, and anyone who installs it, can read what it does.
      minify: false,
      sourcemap: false,
      target: 'chrome120',
      lib: {
        entry: join(root, entry.entry),
        formats: [entry.format],
        name: 'baitwatch',
        fileName: () => entry.file,
      },
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
for (const entry of ENTRIES) await build(config(entry));
for (const name of readdirSync(join(root, 'static')))
  copyFileSync(join(root, 'static', name), join(dist, name));
mkdirSync(join(dist, 'ocr'));
for (const file of OCR_FILES) copyFileSync(require.resolve(file.from), join(dist, 'ocr', file.to));
mkdirSync(join(dist, 'icons'));
for (const icon of await renderIcons()) writeFileSync(join(dist, icon.file), icon.data);
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
writeFileSync(
  join(dist, 'manifest.json'),
  `${JSON.stringify(manifest(version, process.env.EXTENSION_KEY), null, 2)}\n`,
);
writeFileSync(join(dist, 'managed_schema.json'), `${JSON.stringify(managedSchema(), null, 2)}\n`);

mkdirSync(release, { recursive: true });
const files = filesUnder(dist).sort();
writeFileSync(
  join(release, ZIP_NAME),
  zip(files.map((file) => ({ name: relative(dist, file).split('\\').join('/'), data: readFileSync(file) }))),
);
console.log(
  `extension ${version}: ${files.length} files in ${relative(process.cwd(), dist) || '.'}, ${join(relative(process.cwd(), release), ZIP_NAME)}`,
);
