import { ConfigError } from './config-error';

export type Env = Record<string, string | undefined>;

export function positiveInt(
  env: Env,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
  min = 1,
) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

/** `name` as a URL with one of `protocols` (e.g. `smtp:`), or undefined when unset. */
export function urlSetting(
  env: Env,
  name: string,
  protocols: string[],
  example: string,
): URL | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a URL (expected ${example})`);
  }
  if (!protocols.includes(url.protocol))
    throw new ConfigError(
      name,
      `must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}")`,
    );
  return url;
}

/** A yes/no setting: true/false, 1/0, yes/no or on/off. */
export function flag(env: Env, name: string, fallback: boolean) {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}
