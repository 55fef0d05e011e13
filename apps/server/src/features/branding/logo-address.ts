/**
 * Where a tenant's whitelabel logo lives in the blob store: container `branding`, path the tenant id,
 * name `whitelabels.logo_blob`. The whitelabel settings write it here; the login page reads it.
 */
export const logoAddress = (tenantId: number, logoBlob: string) => ({
  container: 'branding',
  path: String(tenantId),
  name: logoBlob,
});

/** The content type of an uploaded logo, judged by its bytes (never by the file name). */
export function imageTypeOf(data: Buffer): string | null {
  const hex = data.subarray(0, 12).toString('hex');
  if (hex.startsWith('89504e470d0a1a0a')) return 'image/png';
  if (hex.startsWith('ffd8ff')) return 'image/jpeg';
  if (hex.startsWith('47494638')) return 'image/gif';
  if (hex.startsWith('52494646') && hex.slice(16, 24) === '57454250') return 'image/webp';
  const head = data.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'image/svg+xml';
  return null;
}
