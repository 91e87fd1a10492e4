import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** What a request must carry for `verifySigV4`: its method, the raw path and query, headers and body. */
export interface SignedRequest {
  method: string;
  /** The request target as sent (`/bucket/key?x=1`), not decoded. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const hmac = (key: Buffer | string, text: string): Buffer => createHmac('sha256', key).update(text, 'utf8').digest();
const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

/**
 * Checks an AWS Signature Version 4 `Authorization` header the way S3 does (canonical request,
 * string to sign, derived signing key) and the body against `x-amz-content-sha256`. Returns null
 * when the signature is right, else the S3 error code. s3rver accepts any V4 signature of a known
 * access key, so the test server puts this check in front of it.
 */
export function verifySigV4(request: SignedRequest, secretOf: (accessKey: string) => string | null): string | null {
  const auth = String(request.headers.authorization ?? '');
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return 'AccessDenied';
  const [, accessKey, day, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  const secret = secretOf(accessKey);
  if (!secret) return 'InvalidAccessKeyId';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(request.body)) return 'XAmzContentSHA256Mismatch';
  const [path = '/', query = ''] = request.url.split('?', 2) as [string, string?];
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const headers = signedHeaders.split(';');
  const canonicalHeaders = headers.map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [request.method, path, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, `${day}/${region}/s3/aws4_request`, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex') === signature ? null : 'SignatureDoesNotMatch';
}
