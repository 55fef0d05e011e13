import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended floor.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Verify against a fixed hash when the user has none, so timing does not reveal which emails exist.
  const target = passwordHash ?? DUMMY_HASH;
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}

const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$4Jm2yGbhm0zJQ+0Xq4cF8y8bqkq3v0oQ9Yt3cAf7p8M';
