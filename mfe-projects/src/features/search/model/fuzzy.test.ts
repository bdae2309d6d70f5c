import { boundedEditDistance, fuzzyMatchesWord, wordsOf } from './fuzzy';

describe('boundedEditDistance', () => {
  it.each([
    ['apollo', 'apollo', 0],
    ['apolo', 'apollo', 1],
    ['apllo', 'apollo', 1],
    ['aplo', 'apollo', 2],
    ['gemnii', 'gemini', 2],
    ['kitten', 'sitting', 3],
  ])('%s -> %s is %d (limit 3)', (a, b, expected) => {
    expect(boundedEditDistance(a, b, 3)).toBe(expected);
  });

  it('stops at limit + 1 for distant words', () => {
    expect(boundedEditDistance('apollo', 'zzzzzzzzzz', 2)).toBe(3);
    expect(boundedEditDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('wordsOf', () => {
  it('splits on spaces, punctuation and underscores', () => {
    expect(wordsOf('Space_station, Alpha-2')).toEqual(['space', 'station', 'alpha', '2']);
  });
});

describe('fuzzyMatchesWord', () => {
  it('matches a word within two edits', () => {
    expect(fuzzyMatchesWord('apolo', 'The Apollo Mission')).toBe(true);
    expect(fuzzyMatchesWord('misison', 'The Apollo Mission')).toBe(true);
    expect(fuzzyMatchesWord('mssn', 'The Apollo Mission')).toBe(false);
  });

  it('needs at least 3 letters in the term', () => {
    expect(fuzzyMatchesWord('ab', 'ax')).toBe(false);
    expect(fuzzyMatchesWord('abc', 'axc')).toBe(true);
  });

  it('rejects three or more edits', () => {
    expect(fuzzyMatchesWord('gemini', 'apollo mercury')).toBe(false);
  });
});
