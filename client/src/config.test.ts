import { parseLoaderMs } from './config';

describe('parseLoaderMs', () => {
  it('defaults to 3000 ms', () => {
    expect(parseLoaderMs(undefined)).toBe(3000);
    expect(parseLoaderMs('')).toBe(3000);
    expect(parseLoaderMs('soon')).toBe(3000);
    expect(parseLoaderMs('-5')).toBe(3000);
  });

  it('reads a number, and 0 skips the loader', () => {
    expect(parseLoaderMs('0')).toBe(0);
    expect(parseLoaderMs('1500')).toBe(1500);
  });
});
