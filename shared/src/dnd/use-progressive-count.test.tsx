import { act, render, renderHook } from '@testing-library/react';
import { CARDS_PER_STEP, INITIAL_CARDS_PER_COLUMN, PRELOAD_MARGIN_PX, showMoreLabel, useProgressiveCount } from './use-progressive-count';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver (jsdom has none): records what is observed and lets a test report intersections. */
function fakeIntersectionObserver() {
  const observers: Array<{ callback: ObserverCallback; options: IntersectionObserverInit; targets: Element[]; disconnected: boolean }> = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: ObserverCallback, options: IntersectionObserverInit) {
      this.record = { callback, options, targets: [] as Element[], disconnected: false };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  const active = () => observers.filter((observer) => !observer.disconnected);
  return {
    active,
    intersect: (isIntersecting: boolean) => act(() => active().forEach((observer) => observer.callback([{ isIntersecting }]))),
    restore: () => {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    },
  };
}

/** A column: its list holds the cards rendered and, while some are not, the sentinel after them. */
function Column({ total, paused }: { total: number; paused: boolean }) {
  const { count, showMore, sentinelRef } = useProgressiveCount(total, paused);
  return (
    <div data-testid="list">
      <span data-testid="count">{count}</span>
      {count < total ? (
        <button type="button" ref={sentinelRef} onClick={showMore}>
          {showMoreLabel(total - count)}
        </button>
      ) : null}
    </div>
  );
}

describe('useProgressiveCount', () => {
  let observers: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    observers = fakeIntersectionObserver();
  });
  afterEach(() => observers.restore());

  it('renders the first cards, then a step more on each showMore, never more than there are', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, false), { initialProps: { total: 200 } });
    expect(result.current.count).toBe(INITIAL_CARDS_PER_COLUMN);
    act(() => result.current.showMore());
    expect(result.current.count).toBe(INITIAL_CARDS_PER_COLUMN + CARDS_PER_STEP);
    rerender({ total: 40 });
    expect(result.current.count).toBe(40);
    rerender({ total: 5 });
    expect(result.current.count).toBe(5);
  });

  it('renders more as the end of the rendered cards comes near the view of the list', () => {
    const view = render(<Column total={100} paused={false} />);
    expect(view.getByTestId('count')).toHaveTextContent(String(INITIAL_CARDS_PER_COLUMN));
    const [observer] = observers.active();
    expect(observer.options).toMatchObject({ root: view.getByTestId('list'), rootMargin: `0px 0px ${PRELOAD_MARGIN_PX}px 0px` });
    expect(observer.targets).toEqual([view.getByRole('button')]);

    observers.intersect(false);
    expect(view.getByTestId('count')).toHaveTextContent('30');
    observers.intersect(true);
    expect(view.getByTestId('count')).toHaveTextContent('80');
    // Observed again after each step; once every card is rendered, nothing is observed.
    observers.intersect(true);
    expect(view.getByTestId('count')).toHaveTextContent('100');
    expect(observers.active()).toHaveLength(0);
  });

  it('adds no cards while paused (a drag), and again after', () => {
    const view = render(<Column total={100} paused />);
    expect(observers.active()).toHaveLength(0);
    view.rerender(<Column total={100} paused={false} />);
    expect(observers.active()).toHaveLength(1);
    view.rerender(<Column total={100} paused />);
    expect(observers.active()).toHaveLength(0);
  });

  it('labels the control with the next step and what is not shown', () => {
    expect(showMoreLabel(5)).toBe('Show 5 more (5 not shown)');
    expect(showMoreLabel(120)).toBe(`Show ${CARDS_PER_STEP} more (120 not shown)`);
    const view = render(<Column total={35} paused={false} />);
    expect(view.getByRole('button', { name: 'Show 5 more (5 not shown)' })).toBeInTheDocument();
  });
});
