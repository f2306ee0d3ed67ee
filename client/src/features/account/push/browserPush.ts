/**
 * This browser's side of Web Push: the service worker's push manager and the notification
 * permission. The section's tests replace these browser objects, nothing here.
 */

/** Why this browser cannot take pushes now, or null when it can. */
export type PushBlock = 'unsupported' | 'denied';

export function pushBlock(): PushBlock | null {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : null;
}

/** The service worker that shows our pushes (client/src/sw.ts); none in development or when it failed to install. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** This browser's subscription: null when it has none, undefined when it has no service worker. */
export async function currentSubscription(): Promise<PushSubscription | null | undefined> {
  const worker = await registration();
  return worker ? worker.pushManager.getSubscription() : undefined;
}

/** Refused by the person (`dismissed`, `denied`) or impossible here (`unsupported`). */
export class PushRefused extends Error {
  constructor(readonly reason: 'dismissed' | PushBlock) {
    super(reason);
  }
}

/** The VAPID key as the push manager takes it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Asks for permission, then subscribes with the server's key: what `subscribePush` takes. */
export async function subscribeBrowser(
  publicKey: string,
): Promise<{ endpoint: string; p256dh: string; auth: string }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushRefused(permission === 'denied' ? 'denied' : 'dismissed');
  const worker = await registration();
  if (!worker) throw new PushRefused('unsupported');
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushRefused('unsupported');
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}
