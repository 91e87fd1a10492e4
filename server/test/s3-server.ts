import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config.ts';

/** s3rver's built-in key pair: it refuses an unknown access key (it does not verify V4 signatures). */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  /** A storage configuration for `bucket` on this server (created by the driver when missing). */
  storage(bucket: string, keys?: { accessKey: string; secretKey: string }): Extract<StorageConfig, { driver: 's3' }>;
  /** The shop's environment variables for `bucket` on this server. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server on a loopback port (s3rver: buckets and objects in a temporary
 * folder, an unknown access key answered 403 like S3), for the object-storage
 * driver's tests and the several-instance run.
 */
export async function startS3Server(port = 0): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, vhostBuckets: false });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    storage: (bucket, keys = { accessKey: ACCESS_KEY, secretKey: SECRET_KEY }) => ({ driver: 's3', endpoint, bucket, region: 'us-east-1', pathStyle: true, ...keys }),
    env: (bucket) => ({ STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY: ACCESS_KEY, S3_SECRET_KEY: SECRET_KEY, S3_PATH_STYLE: '1' }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
