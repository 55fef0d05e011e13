import { createHash } from 'node:crypto';

/**
 * Baitwatch's UUID v5 namespace for STIX identifiers (a random v4, fixed forever): the same record or
 * brand always gets the same id, on every server and after every restart, as STIX asks of a producer
 * that re-emits an object (decision 0050).
 */
const BAITWATCH_NAMESPACE = '6b0f4c52-3d5e-4f7a-9a3b-2c8d1e6f7a90';

/** RFC 9562 UUID version 5 (SHA-1 of the namespace and the name). */
export function uuidV5(name: string, namespace = BAITWATCH_NAMESPACE): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A STIX identifier: `<type>--<uuid v5 of the name>`. */
export const stixId = (type: string, name: string) => `${type}--${uuidV5(name)}`;
