import { sentRows } from './sentRows';

describe('sentRows', () => {
  it('sends the filled rows trimmed and finds the row of each one sent', () => {
    const sent = sentRows(['', ' https://a.example ', '   ', 'https://b.example']);
    expect(sent.values).toEqual(['https://a.example', 'https://b.example']);
    expect([0, 1, 2].map(sent.rowOf)).toEqual([1, 3, -1]);
  });
});
