/** A file part of a multipart body. */
export type FilePart = { bytes: Buffer; filename: string; type: string };
export type Part = string | FilePart;

/** A real multipart body, as a browser's FormData would send it. */
export async function multipart(fields: Record<string, Part>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type }),
        value.filename,
      );
  }
  const request = new Request('http://local/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
