// Sparse story positions (issue 19): a move writes one row. Stories sit GAP apart; a story dropped between two
// neighbours takes the middle of their gap, so a list absorbs about log2(GAP) moves into the same spot before that gap
// is used up; only then is the one list renumbered (one statement), GAP apart again.

/** The spacing of a renumbered list: 10 moves into the same gap before a renumbering. */
export const POSITION_GAP = 1024;
/** The largest position a PostgreSQL integer column holds. */
export const MAX_POSITION = 2_147_483_647;

/**
 * The position for a story placed between `before` and `after` (the neighbours' positions in the target list, the
 * story itself left out; null at either end), or null when there is no free whole number between them.
 */
export function positionBetween(before: number | null, after: number | null): number | null {
  if (before === null && after === null) return POSITION_GAP;
  if (before === null) return after! > 1 ? Math.floor(after! / 2) : null;
  if (after === null) return before <= MAX_POSITION - POSITION_GAP ? before + POSITION_GAP : null;
  return after - before > 1 ? before + Math.floor((after - before) / 2) : null;
}

/** The spacing a renumbered list of `count` stories gets: GAP, or less when that would overflow the column. */
export function renumberGap(count: number): number {
  return Math.max(2, Math.min(POSITION_GAP, Math.floor(MAX_POSITION / (count + 2))));
}

/**
 * After the list (without the moving story) was renumbered as gap, 2*gap, ...: the position at `index` (0-based),
 * halfway into the gap before the story now at that index.
 */
export function positionAfterRenumber(index: number, gap: number): number {
  return index * gap + Math.floor(gap / 2);
}
