import { Client } from 'minio';
import type { StorageConfig } from '../config.ts';
import type { Storage, StoredFile } from './storage.ts';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

function missing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'NoSuchKey' || code === 'NotFound';
}

/**
 * Storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...; README "Configuration"
 * STORAGE_DRIVER=s3), so every instance of the shop reads the files any other one stored.
 * Requests are signed (AWS Signature V4) by the minio client; downloads stream.
 */
export class S3Storage implements Storage {
  private readonly client: Client;
  readonly bucket: string;
  private readonly region: string;

  constructor(config: S3Config) {
    const url = new URL(config.endpoint);
    this.client = new Client({
      endPoint: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      useSSL: url.protocol === 'https:',
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      pathStyle: config.pathStyle,
    });
    this.bucket = config.bucket;
    this.region = config.region;
  }

  /** Creates the bucket (in the configured region) when it does not exist yet (a fresh MinIO or test server). */
  async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket, this.region);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await this.client.putObject(this.bucket, key, body, body.length);
  }

  async get(key: string): Promise<Buffer | null> {
    const file = await this.open(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<StoredFile | null> {
    try {
      const { size } = await this.client.statObject(this.bucket, key);
      return { stream: await this.client.getObject(this.bucket, key), size };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  async *list(prefix = ''): AsyncIterable<string> {
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      const name = (item as { name?: string }).name;
      if (name) yield name;
    }
  }
}
