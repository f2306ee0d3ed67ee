import { gzipSync } from 'node:zlib';

/**
 * W3C Bitstring Status List: each certificate's `status_index` is one bit of one list; a set bit
 * means revoked. 131,072 bits is the spec's minimum (16 KB), so no list tells who holds which bit.
 */
export const STATUS_LIST_BITS = 131_072;

/** Which list (numbered from 1) and which bit of it a certificate's status index is. */
export function statusPosition(statusIndex: number) {
  return {
    list: Math.floor(statusIndex / STATUS_LIST_BITS) + 1,
    bit: statusIndex % STATUS_LIST_BITS,
  };
}

/** The list's `encodedList`: multibase base64url (the `u`) of the GZIP'd bits, bit 0 first (the high bit of byte 0). */
export function encodeStatusList(setBits: Iterable<number>): string {
  const bytes = Buffer.alloc(STATUS_LIST_BITS / 8);
  for (const bit of setBits) bytes[bit >> 3] |= 0x80 >> (bit & 7);
  return `u${gzipSync(bytes).toString('base64url')}`;
}
