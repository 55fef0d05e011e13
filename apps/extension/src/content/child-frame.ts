import { toWorker } from '../shared/messages.ts';
import { credentialFields } from './credential-fields.ts';
import { watchCredentials } from './credential-watch.ts';
import { readEvidence } from './evidence-reader.ts';

/** Sends to the top frame as often as a frame's sign-in form changes, at most. */
const SENDS_MAX = 40;

/**
 * A child frame sends its sign-in form's evidence, through the service worker, to the top frame,
 * which judges the page as a whole: a kit that hides its form in a frame is judged as if it had not.
 */
export function reportFrame(): void {
  let last = '';
  let sent = 0;
  watchCredentials(document, () => {
    if (sent >= SENDS_MAX || credentialFields(document).length === 0) return;
    try {
      const { evidence } = readEvidence(document, false);
      const key = JSON.stringify([evidence.fields, evidence.formHeadings, evidence.formTexts.length]);
      if (key === last) return;
      last = key;
      sent++;
      void toWorker({ kind: 'frame-evidence', evidence }).catch(() => undefined);
    } catch (error) {
      console.warn('A frame’s sign-in form could not be read', error);
    }
  });
}
