/**
 * Where file bytes live (ARCHITECTURE "Scale path": a local folder by default, S3-compatible
 * object storage in production). Keys are server-generated, relative, slash-separated.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
