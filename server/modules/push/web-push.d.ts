// The parts of web-push 3.6 (no bundled types, no @types package installed) that
// server/modules/push uses: key generation and building the encrypted request, which we send ourselves.
declare module 'web-push' {
  export interface VapidKeys {
    publicKey: string;
    privateKey: string;
  }

  export interface PushSubscriptionLike {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }

  export interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
  }

  export interface RequestDetails {
    method: 'POST';
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }

  export function generateVAPIDKeys(): VapidKeys;
  export function generateRequestDetails(subscription: PushSubscriptionLike, payload: string | Buffer | null, options: RequestOptions): RequestDetails;

  const webPush: { generateVAPIDKeys: typeof generateVAPIDKeys; generateRequestDetails: typeof generateRequestDetails };
  export default webPush;
}
