import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

const quoted = (value: string) => value.replace(/["\r\n\\]/g, '_');

/**
 * A multipart/form-data body (RFC 7578) as bytes plus its content type. Written out directly: the
 * platform's FormData encoder costs more than the rest of an event report in the seeding fleet.
 */
export function multipartBody(parts: MultipartPart[]): { body: Buffer; contentType: string } {
  const boundary = `----baitwatch${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename !== undefined || typeof part.value !== 'string';
    const disposition = `form-data; name="${quoted(part.name)}"${file ? `; filename="${quoted(part.filename ?? part.name)}"` : ''}`;
    const type = file ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
