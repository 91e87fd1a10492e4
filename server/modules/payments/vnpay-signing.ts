import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PHP's `urlencode`, the encoding VNPay's reference code hashes: every byte but `A-Z a-z 0-9 - _ .`
 * percent-encoded in upper case, and a space as `+` (encodeURIComponent also leaves `! ' ( ) * ~`).
 */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * The string VNPay 2.1.0 signs: every `vnp_` parameter but vnp_SecureHash/vnp_SecureHashType,
 * sorted by name, each as urlencode(name)=urlencode(value), joined with `&`.
 */
export function vnpaySignData(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((name) => name.startsWith('vnp_') && name !== 'vnp_SecureHash' && name !== 'vnp_SecureHashType')
    .sort()
    .map((name) => `${phpUrlencode(name)}=${phpUrlencode(params[name] ?? '')}`)
    .join('&');
}

/** vnp_SecureHash: HMAC-SHA512 of the sign data with the merchant's hash secret, in hex. */
export function vnpaySecureHash(params: Readonly<Record<string, string>>, hashSecret: string): string {
  return createHmac('sha512', hashSecret).update(vnpaySignData(params), 'utf8').digest('hex');
}

/** The query string to append to the pay URL: the sign data plus its vnp_SecureHash. */
export function vnpaySignedQuery(params: Readonly<Record<string, string>>, hashSecret: string): string {
  return `${vnpaySignData(params)}&vnp_SecureHash=${vnpaySecureHash(params, hashSecret)}`;
}

/** True when a return or IPN query carries a vnp_SecureHash that matches its parameters (hex, any case). */
export function verifyVnpayQuery(query: Readonly<Record<string, string>>, hashSecret: string): boolean {
  const received = query.vnp_SecureHash;
  if (!received || !/^[0-9a-fA-F]{128}$/.test(received)) return false;
  const expected = Buffer.from(vnpaySecureHash(query, hashSecret), 'hex');
  return timingSafeEqual(expected, Buffer.from(received, 'hex'));
}

/** VNPay's date format: yyyyMMddHHmmss in Vietnam time (GMT+7, no daylight saving). */
export function vnpayDate(date: Date): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}
