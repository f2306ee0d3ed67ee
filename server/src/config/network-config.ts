import { isIP } from 'node:net';
import { ConfigError } from './config-error';
import type { Env } from './env';

/** Where the server is reached from: CLIENT_ORIGINS, TRUST_PROXY and PUBLIC_URL (docs/configuration.md). */

export function clientOrigins(env: Env) {
  const raw = env.CLIENT_ORIGINS?.trim() || 'http://localhost:5173';
  return raw.split(',').map((origin) => {
    const value = origin.trim();
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError(
        'CLIENT_ORIGINS',
        `must be a comma-separated list of origins (bad "${value}")`,
      );
    }
    if (url.origin !== value.replace(/\/$/, '')) {
      throw new ConfigError(
        'CLIENT_ORIGINS',
        `entries must be bare origins like http://localhost:5173 (bad "${value}")`,
      );
    }
    return url.origin;
  });
}

/** Express's names for address ranges, accepted beside IP addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(value: string) {
  const [address, prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

export function trustProxy(env: Env) {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    if (!PROXY_RANGE_NAMES.includes(value) && !isAddressOrRange(value)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must list proxy IP addresses, CIDR ranges, loopback, linklocal or uniquelocal (bad "${value}")`,
      );
    }
    return value;
  });
}

/** An http(s) base URL without credentials, query, fragment or trailing slash. */
export function baseUrl(env: Env, name: string, example: string) {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const problem = `must be an http(s) URL like ${example}, optionally with a path prefix, without credentials, query or fragment (got "${raw}")`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, problem);
  }
  const http = url.protocol === 'http:' || url.protocol === 'https:';
  if (!http || url.username || url.password || /[?#]/.test(raw)) {
    throw new ConfigError(name, problem);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export const publicUrl = (env: Env) => baseUrl(env, 'PUBLIC_URL', 'https://courses.example.com');

/** Where people open the site's pages when that is not PUBLIC_URL: the Vite dev server in development. */
export const siteUrl = (env: Env) => baseUrl(env, 'SITE_URL', 'http://localhost:5173');

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What makes this start one that others reach (see `AppConfig.exposedBy`), or undefined. */
export function exposedBy(
  env: Env,
  publicBase: string | undefined,
  siteBase?: string,
): string | undefined {
  if (env.SMTP_URL?.trim()) return 'SMTP_URL is set';
  for (const [name, base] of [
    ['PUBLIC_URL', publicBase],
    ['SITE_URL', siteBase],
  ]) {
    const host = base && new URL(base).hostname.toLowerCase();
    if (host && !LOCAL_HOSTS.has(host)) return `${name} is on ${host}`;
  }
  return undefined;
}
