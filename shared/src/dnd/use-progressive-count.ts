// A board column renders its first cards at once and more as the user scrolls towards its end, so a board of
// thousands of cards shows at once and a drop re-renders only the cards on screen (the drag library measures and
// re-indexes every rendered card). The column header still counts them all. Used by the tasks board (mfe-tasks)
// and the sprint board (mfe-sprints).
import { useCallback, useEffect, useState } from 'react';

export const INITIAL_CARDS_PER_COLUMN = 30;
export const CARDS_PER_STEP = 50;
/** More cards are rendered once the end of the rendered ones comes within this distance of the column's view. */
export const PRELOAD_MARGIN_PX = 600;

export interface ProgressiveCount {
  /** How many cards to render. */
  count: number;
  /** Renders the next step of cards (the 'Show more' control). */
  showMore: () => void;
  /** Ref for the element after the last rendered card (its scroll parent is the column's list). */
  sentinelRef: (element: HTMLElement | null) => void;
}

/** `paused` while a card is dragged: the drag library does not expect cards to appear mid-drag. */
export function useProgressiveCount(total: number, paused: boolean): ProgressiveCount {
  const [limit, setLimit] = useState(INITIAL_CARDS_PER_COLUMN);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const count = Math.min(limit, total);
  const showMore = useCallback(() => setLimit((current) => current + CARDS_PER_STEP), []);

  useEffect(() => {
    const root = sentinel?.parentElement;
    if (!sentinel || !root || paused || count >= total || typeof IntersectionObserver === 'undefined') return undefined;
    // Observing again after each step: while the end is still near (short cards), the next step follows at once.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && showMore(), {
      root,
      rootMargin: `0px 0px ${PRELOAD_MARGIN_PX}px 0px`,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, paused, count, total, showMore]);

  return { count, showMore, sentinelRef: setSentinel };
}

/** The 'Show more' control's text, for the cards of a column not rendered yet: 'Show 50 more (120 not shown)'. */
export function showMoreLabel(notRendered: number): string {
  return `Show ${Math.min(notRendered, CARDS_PER_STEP)} more (${notRendered} not shown)`;
}
