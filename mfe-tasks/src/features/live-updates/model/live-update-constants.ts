// Issue 4: "when another user creates, moves, edits or comments on a task, open boards, lists and panels show it
// within 2 seconds without a reload".
/** Events arriving within this window are handled together (a bulk edit sends one event per task). */
export const LIVE_UPDATE_BATCH_MS = 200;
/**
 * Up to this many changed tasks in one batch are fetched one by one and patched into the caches (a 2,000-card
 * board is not reloaded for one moved card); more, and the project's list is reloaded once instead.
 */
export const LIVE_UPDATE_SINGLE_FETCH_LIMIT = 10;
/** Changes by others remembered for useTaskChangedElsewhere (the oldest are forgotten first). */
export const REMEMBERED_FOREIGN_CHANGES = 500;
