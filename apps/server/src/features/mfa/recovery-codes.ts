import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@baitwatch/contracts/mfa/constants';
import { hashSecret } from '../../auth/tokens.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** One code: 12 base32 letters (60 bits), shown in three groups of four (`abcd-efgh-ijkl`). */
function newCode(): string {
  const letters = [...randomBytes(12)].map((byte) => BASE32[byte % 32]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

/**
 * A fresh set of recovery codes, as shown once, and their hashes as stored. 60 random bits each, so a
 * fast hash is enough (nobody can try them offline faster than the login's limits let them online).
 */
export function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
  const shown = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { shown, hashes: shown.map(recoveryCodeHash) };
}

/** The stored hash of a code, however it was typed (the schema drops dashes and case first). */
export const recoveryCodeHash = (code: string): string =>
  hashSecret(`recovery:${code.replace(/-/g, '').toLowerCase()}`);
