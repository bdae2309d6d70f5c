// Spec 000 section 9: the search waits 300 ms after the last keystroke.
export const SEARCH_DEBOUNCE_MS = 300;
