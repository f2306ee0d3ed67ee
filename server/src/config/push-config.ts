import { createECDH } from 'node:crypto';
import { ConfigError } from './config-error';
import { flag, type Env } from './env';

/** A VAPID key pair (RFC 8292) as the `web-push` package reads it: base64url, unpadded. */
export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes); browsers subscribe with it (`applicationServerKey`). */
  publicKey: string;
  /** The 32-byte private scalar. */
  privateKey: string;
}

/** Web Push (docs/accounts-and-mail.md, "Push notifications"). */
export interface PushConfig {
  /** PUSH_DISABLED: no keys, no subscriptions, no pushes; `pushPublicKey` is null. */
  disabled: boolean;
  /** From VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset: generated once into DATA_DIR (bootstrap). */
  keys: VapidKeys | undefined;
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  subject: string;
  /** How long a push service keeps a push for a device that is offline. */
  ttlSeconds: number;
  /** A push service unanswered after this long is a failed try, retried by the queue. */
  timeoutSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The public key of `privateKey`, or undefined when it is no P-256 private key. */
export function vapidPublicKeyOf(privateKey: string): string | undefined {
  if (!BASE64URL.test(privateKey)) return undefined;
  const scalar = Buffer.from(privateKey, 'base64url');
  if (scalar.length !== 32) return undefined;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return undefined;
  }
}

function vapidKeys(env: Env): VapidKeys | undefined {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey)
    throw new ConfigError(
      publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      'must be set with its pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY), or neither',
    );
  const derived = vapidPublicKeyOf(privateKey);
  if (!derived)
    throw new ConfigError(
      'VAPID_PRIVATE_KEY',
      'must be a P-256 private key, 32 bytes in base64url (npx web-push generate-vapid-keys)',
    );
  if (derived !== publicKey.replace(/=+$/, ''))
    throw new ConfigError('VAPID_PUBLIC_KEY', 'is not the public key of VAPID_PRIVATE_KEY');
  return { publicKey: derived, privateKey };
}

function subject(env: Env, mailFrom: string): string {
  const raw = env.VAPID_SUBJECT?.trim();
  if (!raw) return `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'mailto:' && url.protocol !== 'https:') || url.href.length < 9)
    throw new ConfigError(
      'VAPID_SUBJECT',
      `must be a mailto: address or an https: URL, e.g. mailto:ops@example.com (got "${raw}")`,
    );
  return raw;
}

export function pushConfig(env: Env, mailFrom: string): PushConfig {
  const disabled = flag(env, 'PUSH_DISABLED', false);
  return {
    disabled,
    keys: disabled ? undefined : vapidKeys(env),
    subject: subject(env, mailFrom),
    ttlSeconds: 24 * 60 * 60,
    timeoutSeconds: 10,
    retryLimit: 8,
    retryDelaySeconds: 30,
  };
}
