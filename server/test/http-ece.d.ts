// The part of http_ece 1.2 (no bundled types, no @types package installed) that
// server/test/fake-push-service.ts uses: decrypting an RFC 8291 aes128gcm web push payload.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's (the browser's) key pair; the sender's public key comes from the header's keyid. */
    privateKey: ECDH;
    authSecret: Buffer | string;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
