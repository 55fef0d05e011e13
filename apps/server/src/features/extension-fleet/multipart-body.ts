/** A multipart/form-data body as bytes plus its content type, built by the platform's own encoder. */
export async function multipartBody(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string' && !part.filename) form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([part.value], { type: part.type ?? 'application/octet-stream' }),
        part.filename ?? part.name,
      );
  }
  const request = new Request('http://multipart.local/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}
