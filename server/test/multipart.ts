import { randomUUID } from 'node:crypto';

/** One file of a multipart body: its form field, file name, content type and bytes. */
export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * A multipart body built by hand (text fields, then files), with a fresh boundary each time (as every
 * browser retry has). A field given a list is sent once per value, in order.
 */
export function multipart(fields: Record<string, string | readonly string[]>, files: readonly FilePart[] = []) {
  const boundary = `----test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, values] of Object.entries(fields)) {
    for (const value of typeof values === 'string' ? [values] : values) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
