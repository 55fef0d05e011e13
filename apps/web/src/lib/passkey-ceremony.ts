import { PASSKEY_MESSAGES } from '@baitwatch/contracts/passkeys/messages';
import type {
  AuthenticationResponse,
  CreationOptions,
  RegistrationResponse,
  RequestOptions,
} from '@baitwatch/contracts/passkeys/webauthn';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';

/**
 * The browser's half of a passkey ceremony (decision 0077), through @simplewebauthn/browser. What the
 * browser refuses becomes a sentence a person can act on: cancelled (or timed out), or not supported.
 */
async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  if (!browserSupportsWebAuthn()) throw new Error(PASSKEY_MESSAGES.unsupported);
  try {
    return await run();
  } catch (error) {
    // NotAllowedError is the standard's word for "the person said no or let it time out".
    if (error instanceof Error && /NotAllowed|AbortError|cancel/i.test(`${error.name} ${error.message}`))
      throw new Error(PASSKEY_MESSAGES.cancelled);
    throw error;
  }
}

/** Creates a passkey for the server's options. */
export const createPasskey = async (options: CreationOptions): Promise<RegistrationResponse> => {
  const made = await ceremony(() =>
    startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }),
  );
  return { ...made, clientExtensionResults: { ...made.clientExtensionResults } };
};

/** Signs the server's challenge with a passkey (the browser asks which, and for the person's PIN or touch). */
export const signWithPasskey = async (options: RequestOptions): Promise<AuthenticationResponse> => {
  const signed = await ceremony(() =>
    startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }),
  );
  return { ...signed, clientExtensionResults: { ...signed.clientExtensionResults } };
};
