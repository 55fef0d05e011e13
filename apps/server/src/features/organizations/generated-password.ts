import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a screen and typed or pasted once.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A one-time password for a new account, four groups of four (about 93 bits), e.g. "Kq7m-Xe2P-…". */
export function generatedPassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}
