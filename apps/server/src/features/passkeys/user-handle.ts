/**
 * The WebAuthn user handle of an admin: their id's 16 bytes, base64url (no email or name, which the
 * standard asks to keep out of it). A passwordless answer names its admin by it.
 */
export const userHandleOf = (userId: string): string =>
  Buffer.from(userId.replace(/-/g, ''), 'hex').toString('base64url');

export const userHandleBytes = (userId: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));
