import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config.ts';
import { verifySigV4 } from './s3-signature.ts';

/** s3rver's built-in key pair; every request's AWS Signature V4 is checked against it (s3-signature.ts). */
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
 * folder) behind a front that checks each request's AWS Signature V4 and body hash and answers a
 * wrong one 403 with S3's error XML, as S3 does (s3rver itself checks only the access key), for the object-storage
 * driver's tests and the several-instance run.
 */
export async function startS3Server(port = 0): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, vhostBuckets: false });
  const inner = await server.run();
  const front: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const refused = verifySigV4({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body }, (key) => (key === ACCESS_KEY ? SECRET_KEY : null));
      if (refused) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refused}</Code><Message>The request signature we calculated does not match the signature you provided (${refused}).</Message></Error>`);
        return;
      }
      const upstream = forward({ host: '127.0.0.1', port: inner.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', (error) => res.destroy(error));
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  return {
    endpoint,
    storage: (bucket, keys = { accessKey: ACCESS_KEY, secretKey: SECRET_KEY }) => ({ driver: 's3', endpoint, bucket, region: 'us-east-1', pathStyle: true, ...keys }),
    env: (bucket) => ({ STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY: ACCESS_KEY, S3_SECRET_KEY: SECRET_KEY, S3_PATH_STYLE: '1' }),
    async close() {
      await new Promise((resolve) => front.close(resolve));
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
