import { addressKey, networkBlock } from './address-key';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['2001:db8:0:0:1::', '2001:db8::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::1', '::/64'],
    ['::', '::/64'],
    ['unknown', 'unknown'],
    ['', ''],
  ])('%s counts as %s', (address, key) => expect(addressKey(address)).toBe(key));

  it('tells /64 networks apart', () => {
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });
});

describe('networkBlock', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:db8:1:ffff::9', '2001:db8:1::/48'],
    ['::1', '::/48'],
    ['1.2.3', '1.2.3'],
    ['unknown', 'unknown'],
  ])('%s is in %s', (address, block) => expect(networkBlock(address)).toBe(block));
});
