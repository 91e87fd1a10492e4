/** What the browser offers for web push. */
export type PushAvailability =
  /** The switch can be used. */
  | 'supported'
  /** iPhone/iPad in a browser tab: push works only in the app added to the Home Screen (iOS 16.4+). */
  | 'needs_home_screen'
  /** This browser has no web push. */
  | 'unsupported';

export interface PushEnvironment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  isIos: boolean;
  /** Opened from the Home Screen (`navigator.standalone` or display-mode standalone). */
  standalone: boolean;
}

/**
 * Whether push can be offered. On iOS and iPadOS, Safari exposes push only to a web app opened
 * from the Home Screen, so a tab there gets the Home Screen explanation rather than "unsupported".
 */
export function pushAvailability(env: PushEnvironment): PushAvailability {
  if (env.isIos && !env.standalone) return 'needs_home_screen';
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification) return env.isIos ? 'needs_home_screen' : 'unsupported';
  return 'supported';
}

/** iPhone, iPod, and iPad (which reports itself as a Mac with a touch screen since iPadOS 13). */
export function isIosDevice(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

/** Reads the environment from the browser. */
export function readPushEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    isIos: isIosDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints),
    standalone: nav.standalone === true || window.matchMedia('(display-mode: standalone)').matches,
  };
}

/** A VAPID key in base64url (as GET /v1/push/public-key gives it) as the bytes `subscribe` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
