import { PICTURES_PER_READING, type ToOffscreen, type WorkerAnswer } from '../shared/messages.ts';

// Reading the words of pictures (a content script's `read-pictures`): the service worker cannot run the
// text recognition's own worker, so it opens the extension's offscreen document once and hands it the
// pictures (offscreen/read-pictures.ts).

const OFFSCREEN_PAGE = 'offscreen.html';
/** A picture to read is a PNG data address of this size at most. */
const PICTURE_MAX_CHARS = 4_000_000;

let opening: Promise<void> | null = null;

async function openOffscreen(): Promise<void> {
  const open = await chrome.runtime.getContexts({
    contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT],
  });
  if (open.length > 0) return;
  opening ??= chrome.offscreen
    .createDocument({
      url: OFFSCREEN_PAGE,
      reasons: [chrome.offscreen.Reason.WORKERS],
      justification:
        'Reads the words of pictures beside sign-in forms, on this device, to recognise phishing pages',
    })
    .finally(() => {
      opening = null;
    });
  await opening;
}

export async function readPictures(pictures: unknown): Promise<string[]> {
  if (
    !Array.isArray(pictures) ||
    pictures.length > PICTURES_PER_READING ||
    !pictures.every(
      (p) => typeof p === 'string' && p.startsWith('data:image/png;base64,') && p.length <= PICTURE_MAX_CHARS,
    )
  )
    throw new Error(`Pictures to read must be at most ${PICTURES_PER_READING} PNG data addresses`);
  await openOffscreen();
  const message: ToOffscreen = { kind: 'read-pictures-offscreen', pictures };
  const answer = (await chrome.runtime.sendMessage(message)) as WorkerAnswer<string[]> | undefined;
  if (!answer?.ok) throw new Error(answer?.message ?? 'The pictures could not be read');
  return answer.value ?? [];
}
