import { iceServersConfig } from './ice-config';

describe('ICE_SERVERS', () => {
  it('is empty when unset, and takes RTCIceServer objects', () => {
    expect(iceServersConfig({})).toEqual([]);
    expect(
      iceServersConfig({
        ICE_SERVERS:
          '[{"urls":"stun:stun.example.org:3478"},{"urls":["turn:t.example.org:3478"],"username":"u","credential":"p"}]',
      }),
    ).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      { urls: ['turn:t.example.org:3478'], username: 'u', credential: 'p' },
    ]);
  });

  it.each([
    ['not json', /JSON array/],
    ['{"urls":"stun:x"}', /JSON array/],
    ['[{"urls":"http://x"}]', /stun:, stuns:, turn: or turns:/],
    ['[{"urls":[]}]', /non-empty/],
    ['[{"urls":"turn:x:3478"}]', /needs username and credential/],
    ['[{"urls":"stun:x","password":"p"}]', /unknown field "password"/],
    ['[{"urls":"stun:x","username":5}]', /username must be a string/],
  ])('refuses %s', (value, problem) => {
    expect(() => iceServersConfig({ ICE_SERVERS: value })).toThrow(problem);
  });
});
