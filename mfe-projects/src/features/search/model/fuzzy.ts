// Fuzzy word matching for the project search (spec 000 section 5: edit distance up to 2 on words of 3+ letters).

export const FUZZY_MAX_EDIT_DISTANCE = 2;
export const FUZZY_MIN_WORD_LENGTH = 3;

/**
 * Levenshtein distance between a and b, giving up once it must exceed `limit`
 * (returns limit + 1 then), so scanning many words stays cheap.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return Math.min(previous[b.length], limit + 1);
}

/** Words of a text, lowercased; underscores and punctuation separate words ('space_station' -> space, station). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** True when the (lowercased) term is close enough to one word of the text. Terms shorter than 3 letters never fuzzy-match. */
export function fuzzyMatchesWord(term: string, text: string): boolean {
  if (term.length < FUZZY_MIN_WORD_LENGTH) return false;
  return wordsOf(text).some(
    (word) => word.length >= FUZZY_MIN_WORD_LENGTH && boundedEditDistance(term, word, FUZZY_MAX_EDIT_DISTANCE) <= FUZZY_MAX_EDIT_DISTANCE,
  );
}
