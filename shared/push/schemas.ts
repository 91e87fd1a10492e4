import { Type, type Static } from 'typebox';

/** GET /v1/push/public-key: the VAPID public key the browser subscribes with (base64url, uncompressed P-256). */
export const PushPublicKeyResponse = Type.Object({ public_key: Type.String() }, { title: 'PushPublicKeyResponse' });
export type PushPublicKeyResponse = Static<typeof PushPublicKeyResponse>;

/** POST /v1/push/subscriptions: `PushSubscription.toJSON()` of one device (one row per endpoint). */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ maxLength: 1000, pattern: '^https?://[^\\s]+$' }),
    keys: Type.Object({
      p256dh: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+=*$' }),
      auth: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+=*$' }),
    }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  },
  { title: 'PushSubscriptionBody' },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: 1000 }) }, { title: 'PushUnsubscribeBody' });
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;

export const PushSubscribeResponse = Type.Object({ subscribed: Type.Literal(true) });
export type PushSubscribeResponse = Static<typeof PushSubscribeResponse>;

export const PushUnsubscribeResponse = Type.Object({ removed: Type.Integer({ minimum: 0 }) });
export type PushUnsubscribeResponse = Static<typeof PushUnsubscribeResponse>;
