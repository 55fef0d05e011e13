/** A WebAuthn ceremony's verify call must come within this long of its options call (decision 0077). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** How long the browser lets the person answer their authenticator (the options' `timeout`). */
export const PASSKEY_CEREMONY_TIMEOUT_MS = 2 * 60_000;
/** A passkey's name, as the admin types it ("Work laptop", "YubiKey 5"). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** Passkeys one admin may keep: enough for every device and a spare key, few enough to list. */
export const PASSKEYS_PER_ADMIN_MAX = 10;
