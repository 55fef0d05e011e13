import { PASSKEY_MESSAGES as M } from '@baitwatch/contracts/passkeys/messages';
import { badRequest } from '../../http/errors.ts';

/** What a WebAuthn answer says it was made for: its ceremony, challenge and page origin. */
export interface ClientData {
  type: string;
  challenge: string;
  origin: string;
}

/**
 * Reads an answer's clientDataJSON before any cryptography, to find its challenge (the row it
 * belongs to) and its origin (which the console must serve). Anything unreadable is a 400, never a 500.
 */
export function clientDataOf(clientDataJSON: string): ClientData {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (data && typeof data === 'object') {
      const { type, challenge, origin } = data as Record<string, unknown>;
      if (typeof type === 'string' && typeof challenge === 'string' && typeof origin === 'string')
        return { type, challenge, origin };
    }
  } catch {
    // Not JSON: answered below with the catalogue's message.
  }
  throw badRequest(M.responseInvalid);
}
