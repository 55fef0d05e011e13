import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the
// highest settings: the server sends the copy the browser accepts (its static plugin's preCompressed),
// without compressing anything per request. Source maps are not served by default: left as they are.
// Small files count too: a page loads dozens of chunks under 1 KB, and brotli halves most of them.

const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
/**
 * What a compressed answer adds: its `content-encoding: br` line (the server sends `vary` either way).
 * A copy is kept only when it saves more than that.
 */
const ENCODING_HEADER_BYTES = 'content-encoding: br\r\n'.length;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

function writeIfSmaller(path: string, copy: Buffer, original: Buffer) {
  if (copy.length + ENCODING_HEADER_BYTES < original.length) writeFileSync(path, copy);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'baitwatch-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file) || file.includes('/.vite/')) continue;
        const bytes = readFileSync(file);
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        writeIfSmaller(`${file}.br`, brotli, bytes);
        writeIfSmaller(`${file}.gz`, gzipSync(bytes, { level: 9 }), bytes);
      }
    },
  };
}
