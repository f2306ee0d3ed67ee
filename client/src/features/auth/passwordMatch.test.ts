import { matchMessage, passwordMatchStatus } from './passwordMatch';

describe('passwordMatchStatus', () => {
  it('is empty until the confirmation is typed', () => {
    expect(passwordMatchStatus('secret1', '')).toBe('empty');
    expect(passwordMatchStatus('', '')).toBe('empty');
  });

  it('matches only identical passwords', () => {
    expect(passwordMatchStatus('secret1', 'secret1')).toBe('match');
    expect(passwordMatchStatus('secret1', 'secret')).toBe('mismatch');
    expect(passwordMatchStatus('Secret1', 'secret1')).toBe('mismatch');
    expect(passwordMatchStatus('', 'x')).toBe('mismatch');
  });

  it('has the live messages', () => {
    expect(matchMessage('match')).toBe('Passwords match');
    expect(matchMessage('mismatch')).toBe('Passwords do not match');
  });
});
