import { passwordStrength, strengthLabel } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['abcdef', 1], // length >= 6 only
    ['aB', 1], // lower + upper only
    ['9', 1], // digit only
    ['0', 1],
    ['#', 1], // non-alphanumeric only
    ['abcde', 0], // 5 characters is too short
    ['ABCDEF', 1], // upper only is not mixed case
    ['abcdeF', 2], // length + mixed case
    ['abcde1', 2], // length + digit
    ['abcde!', 2], // length + symbol
    ['aB1', 2], // mixed case + digit, too short
    ['abcdE1', 3],
    ['abc 12', 3], // a space counts as non-alphanumeric
    ['aB1!', 3], // everything but length
    ['abcdE1!', 4],
  ])('scores %p as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });
});

describe('strengthLabel', () => {
  it('labels scores 1 to 4 Weak, Fair, Good, Strong', () => {
    expect(strengthLabel(1)).toBe('Weak');
    expect(strengthLabel(2)).toBe('Fair');
    expect(strengthLabel(3)).toBe('Good');
    expect(strengthLabel(4)).toBe('Strong');
  });

  it('labels an empty score', () => {
    expect(strengthLabel(0)).toBe('Very Weak');
  });
});
