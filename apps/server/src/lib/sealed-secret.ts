import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals short secrets the server must be able to show again (the SOC API keys, decision 0046) with
 * AES-256-GCM under a key derived from the server secret (JWT_SECRET, or the one kept in DATA_DIR).
 * `purpose` separates the keys derived for different uses. Sealed: "v1.<iv>.<tag>.<ciphertext>",
 * base64url parts. A changed server secret makes old seals unreadable: open answers null.
 */
export function secretSealer(serverSecret: string, purpose: string) {
  if (!serverSecret) throw new Error('The server secret is not set');
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'baitwatch', purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
