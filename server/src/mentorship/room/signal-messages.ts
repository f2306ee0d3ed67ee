import { isUuid } from '../../common/ids';

/**
 * What the browsers of a room send each other through the signalling gateway, checked field by
 * field: only these shapes are relayed, re-serialised from the checked values. A group room's
 * browsers also say where they stand (`state`: hand raised, microphone, camera), and its host may
 * mute someone or lower their hand (`mute`, `lower`: the gateway relays these from the host only).
 */
export type RelayedMessage =
  | {
      type: 'description';
      description: { type: 'offer' | 'answer' | 'rollback'; sdp: string };
      link?: string;
    }
  | { type: 'candidate'; candidate: IceCandidate | null; link?: string }
  | { type: 'chat'; text: string; at?: string }
  | { type: 'hangup' }
  | { type: 'state'; hand: boolean; mic: boolean; camera: boolean; sharing: boolean }
  | { type: 'mute' | 'lower'; target: string };

/** A message as received: what it says, and the one connection it is for when addressed (`to`). */
export interface Signal {
  message: RelayedMessage;
  to?: string;
}

/** The messages only a room's host may send. */
export const HOST_CONTROLS: ReadonlySet<RelayedMessage['type']> = new Set(['mute', 'lower']);

interface IceCandidate {
  candidate: string;
  sdpMid: string | null;
  sdpMLineIndex: number | null;
  usernameFragment: string | null;
}

/** Longest message accepted, in bytes: an SDP with audio, video and a shared screen is under 16 KB. */
export const MAX_MESSAGE_BYTES = 32 * 1024;
const MAX_SDP = 30_000;
export const MAX_CHAT_CHARS = 2000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const onlyKeys = (value: Record<string, unknown>, keys: string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

const optionalString = (value: unknown, max: number): value is string | null | undefined =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);

function candidateOf(value: unknown): IceCandidate | null | undefined {
  if (value === null) return null;
  if (
    !isObject(value) ||
    !onlyKeys(value, ['candidate', 'sdpMid', 'sdpMLineIndex', 'usernameFragment'])
  )
    return undefined;
  const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = value;
  if (typeof candidate !== 'string' || candidate.length > 2000) return undefined;
  if (!optionalString(sdpMid, 64) || !optionalString(usernameFragment, 256)) return undefined;
  const index = sdpMLineIndex ?? null;
  if (
    index !== null &&
    !(Number.isInteger(index) && (index as number) >= 0 && (index as number) < 64)
  )
    return undefined;
  return {
    candidate,
    sdpMid: sdpMid ?? null,
    sdpMLineIndex: index as number | null,
    usernameFragment: usernameFragment ?? null,
  };
}

const STATE_KEYS = ['hand', 'mic', 'camera', 'sharing'] as const;

/**
 * Which of the sender's peer connections a description or candidate belongs to: a browser that
 * rebuilds a failed connection gives the new one a new id, so the other side replaces its own too.
 */
const LINK_ID = /^[0-9a-f]{32}$/;

/** `{ link }` when the message names a valid link id, `{}` when it names none, else undefined. */
function linkOf(value: Record<string, unknown>): { link?: string } | undefined {
  if (value.link === undefined) return {};
  return typeof value.link === 'string' && LINK_ID.test(value.link)
    ? { link: value.link }
    : undefined;
}

/** The message `raw` (a frame's text) carries, or undefined when it is not one of RelayedMessage. */
export function parseSignal(raw: string): Signal | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const { to, ...rest } = value;
  if (to !== undefined && !isUuid(to)) return undefined;
  const message = messageOf(rest);
  if (!message) return undefined;
  return to === undefined ? { message } : { message, to };
}

function messageOf(value: Record<string, unknown>): RelayedMessage | undefined {
  switch (value.type) {
    case 'description': {
      const { description } = value;
      const link = linkOf(value);
      if (!onlyKeys(value, ['type', 'description', 'link']) || !isObject(description) || !link)
        return undefined;
      if (!onlyKeys(description, ['type', 'sdp'])) return undefined;
      const kind = description.type;
      if (kind !== 'offer' && kind !== 'answer' && kind !== 'rollback') return undefined;
      const sdp = description.sdp ?? '';
      if (typeof sdp !== 'string' || sdp.length > MAX_SDP) return undefined;
      return { type: 'description', description: { type: kind, sdp }, ...link };
    }
    case 'candidate': {
      const link = linkOf(value);
      if (!onlyKeys(value, ['type', 'candidate', 'link']) || !link) return undefined;
      const candidate = candidateOf(value.candidate);
      return candidate === undefined ? undefined : { type: 'candidate', candidate, ...link };
    }
    case 'chat': {
      if (!onlyKeys(value, ['type', 'text']) || typeof value.text !== 'string') return undefined;
      const text = value.text.trim();
      if (!text || text.length > MAX_CHAT_CHARS) return undefined;
      return { type: 'chat', text };
    }
    case 'hangup':
      return onlyKeys(value, ['type']) ? { type: 'hangup' } : undefined;
    case 'state': {
      if (!onlyKeys(value, ['type', ...STATE_KEYS])) return undefined;
      if (!STATE_KEYS.every((key) => typeof value[key] === 'boolean')) return undefined;
      const { hand, mic, camera, sharing } = value as Record<(typeof STATE_KEYS)[number], boolean>;
      return { type: 'state', hand, mic, camera, sharing };
    }
    case 'mute':
    case 'lower':
      if (!onlyKeys(value, ['type', 'target']) || !isUuid(value.target)) return undefined;
      return { type: value.type, target: value.target };
    default:
      return undefined;
  }
}
