import { ConfigError } from './config-error';
import type { Env } from './env';

/** One STUN or TURN server, as the browser's RTCPeerConnection takes it (RTCIceServer). */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

const ICE_URL = /^(stun|stuns|turn|turns):[^\s]+$/;
const MAX_SERVERS = 10;

/**
 * ICE_SERVERS: a JSON array of RTCIceServer ({ urls, username, credential }). Unset or empty: none,
 * so calls use host candidates only (enough on one machine or one LAN).
 */
export function iceServersConfig(env: Env): IceServer[] {
  const raw = env.ICE_SERVERS?.trim();
  if (!raw) return [];
  const refuse = (problem: string): never => {
    throw new ConfigError('ICE_SERVERS', problem);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    refuse(
      `must be a JSON array such as [{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]`,
    );
  }
  if (!Array.isArray(parsed))
    return refuse('must be a JSON array of { urls, username, credential }');
  if (parsed.length > MAX_SERVERS) refuse(`may name at most ${MAX_SERVERS} servers`);
  return parsed.map((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      return refuse(`[${index}] must be an object with urls`);
    const { urls, username, credential, ...rest } = entry as Record<string, unknown>;
    const extra = Object.keys(rest);
    if (extra.length) refuse(`[${index}] has unknown field "${extra[0]}"`);
    const list = typeof urls === 'string' ? [urls] : urls;
    if (!Array.isArray(list) || list.length === 0)
      return refuse(`[${index}].urls must be a URL or a non-empty array of URLs`);
    for (const url of list)
      if (typeof url !== 'string' || !ICE_URL.test(url))
        refuse(
          `[${index}].urls must be stun:, stuns:, turn: or turns: URLs (got ${JSON.stringify(url)})`,
        );
    for (const [name, value] of [
      ['username', username],
      ['credential', credential],
    ] as const)
      if (value !== undefined && typeof value !== 'string')
        refuse(`[${index}].${name} must be a string`);
    const turn = (list as string[]).some((url) => url.startsWith('turn'));
    if (turn && (username === undefined || credential === undefined))
      refuse(`[${index}] is a TURN server: it needs username and credential`);
    return {
      urls: list as string[],
      ...(username !== undefined && { username: username as string }),
      ...(credential !== undefined && { credential: credential as string }),
    };
  });
}
