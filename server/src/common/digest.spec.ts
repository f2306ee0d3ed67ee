import { createHash } from 'node:crypto';
import { digestOf } from './digest';

/** Each part after its byte length and a colon, one update each: the definition. */
const reference = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest('base64url');
};

describe('digestOf', () => {
  it.each([
    [['a', 'b']],
    [['', Buffer.from('{"query":"{ me { id } }"}'), 'ü€']],
    [[Buffer.alloc(0)]],
    [['user:3', 'POST', 'https://x.test', '/graphql', 'application/json', Buffer.from('{}')]],
  ])('hashes each part after its byte length: %j', (parts) => {
    expect(digestOf(...parts)).toBe(reference(...parts));
  });

  it('tells parts apart however the same characters are split', () => {
    expect(digestOf('ab', 'c')).not.toBe(digestOf('a', 'bc'));
    expect(digestOf('1:a')).not.toBe(digestOf('1', 'a'));
    expect(digestOf(Buffer.from('ab'), 'c')).not.toBe(digestOf('a', Buffer.from('bc')));
  });
});
