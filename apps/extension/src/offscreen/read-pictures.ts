import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { ToOffscreen } from '../shared/messages.ts';

// The extension's offscreen document: text recognition (Tesseract, its English LSTM model, shipped
// inside the extension from the npm registry) reading the pictures a content script drew from beside
// a sign-in form. The service worker opens this document and relays the pictures; nothing is fetched
// from the network and nothing is kept.

/**
 * Below this confidence (0 to 100) a word Tesseract reads on a picture is noise: a drawn mark (Chase's
 * octagon, a padlock) reads as stray letters at 0 to 67, a printed word at 75 and more.
 */
const WORD_CONFIDENCE_MIN = 70;

let reader: Promise<Worker> | null = null;

function startReader(): Promise<Worker> {
  const here = (path: string) => chrome.runtime.getURL(`ocr/${path}`);
  return createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: here('worker.min.js'),
    corePath: here('tesseract-core-simd-lstm.wasm.js'),
    langPath: chrome.runtime.getURL('ocr'),
    // The worker script from the extension's own files (a blob: worker is refused by the extension's CSP).
    workerBlobURL: false,
    cacheMethod: 'none',
    gzip: true,
  }).then(async (worker) => {
    // Words scattered on a picture (a logo's mark beside its name), not a page of running text.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
    return worker;
  });
}

async function read(pictures: readonly string[]): Promise<string[]> {
  reader ??= startReader();
  const worker = await reader;
  const texts: string[] = [];
  // One picture at a time: the worker reads one at a time anyway.
  for (const picture of pictures) {
    const { data } = await worker.recognize(picture, {}, { blocks: true });
    const words = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
    );
    texts.push(
      words
        .filter((word) => word.confidence >= WORD_CONFIDENCE_MIN)
        .map((word) => word.text)
        .join(' '),
    );
  }
  return texts;
}

chrome.runtime.onMessage.addListener((message: ToOffscreen, sender, reply) => {
  // Only the service worker asks (a content script's messages carry its tab).
  if (message?.kind !== 'read-pictures-offscreen' || sender.id !== chrome.runtime.id || sender.tab) return;
  read(message.pictures).then(
    (texts) => reply({ ok: true, value: texts }),
    (error) => {
      reader = null;
      reply({ ok: false, message: error instanceof Error ? error.message : String(error) });
    },
  );
  return true;
});
