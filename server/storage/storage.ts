import type { Readable } from 'node:stream';

/** A stored file opened for reading: its bytes as a stream and their count. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where file bytes live (ARCHITECTURE "Scale path": a local folder by default, S3-compatible
 * object storage in production, README "Topology"). Keys are server-generated, relative,
 * slash-separated.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes as a stream (large downloads are never held in memory), or null when nothing is stored. */
  open(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Every stored key under `prefix` ('' → all), for backups. */
  list(prefix?: string): AsyncIterable<string>;
}
