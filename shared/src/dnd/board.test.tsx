import { act, fireEvent, render, renderHook } from '@testing-library/react';
import { NO_PENDING, openOnEnter, pendingIdsByColumn, sameItems, useListAfterDrop } from './board';

describe('sameItems', () => {
  it('compares items by identity, in order', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    expect(sameItems([a, b], [a, b])).toBe(true);
    expect(sameItems([], [])).toBe(true);
    expect(sameItems([a, b], [b, a])).toBe(false);
    expect(sameItems([a], [a, b])).toBe(false);
    expect(sameItems([a], [{ id: 1 }])).toBe(false);
  });
});

describe('pendingIdsByColumn', () => {
  const columns = [
    { id: 'todo', cards: [1, 2, 3] },
    { id: 'done', cards: [4] },
    { id: 'empty', cards: [] as number[] },
  ];
  const cardsOf = (column: (typeof columns)[number]) => column.cards;

  it("gives each column that holds a pending card the set of its own; the others are absent", () => {
    const pending = pendingIdsByColumn(columns, new Set([3, 1, 9]), cardsOf);
    expect([...pending.keys()]).toEqual(['todo']);
    expect([...pending.get('todo')!]).toEqual([1, 3]);
    expect(pendingIdsByColumn(columns, new Set(), cardsOf).size).toBe(0);
  });

  it('has one shared empty set for the others', () => {
    expect(NO_PENDING.size).toBe(0);
  });
});

describe('useListAfterDrop', () => {
  it('shows the list, the list as the drop left it until the list moves on, then the list again', () => {
    const before = [1, 2, 3];
    const { result, rerender } = renderHook(({ list }) => useListAfterDrop(list), { initialProps: { list: before } });
    expect(result.current.shown).toBe(before);

    // Nothing read, or the same list: nothing changes.
    act(() => result.current.afterDrop(undefined));
    act(() => result.current.afterDrop(before));
    expect(result.current.shown).toBe(before);

    const dropped = [2, 1, 3];
    act(() => result.current.afterDrop(dropped));
    expect(result.current.shown).toBe(dropped);
    // Rendering again with the same list keeps the drop.
    rerender({ list: before });
    expect(result.current.shown).toBe(dropped);

    const refetched = [2, 1, 3];
    rerender({ list: refetched });
    expect(result.current.shown).toBe(refetched);
    rerender({ list: before });
    expect(result.current.shown).toBe(before);
  });
});

describe('openOnEnter', () => {
  it('opens on Enter only, without the key doing anything else', () => {
    const open = jest.fn();
    const view = render(<div role="button" tabIndex={0} onKeyDown={openOnEnter(open)} />);
    const card = view.getByRole('button');
    fireEvent.keyDown(card, { key: ' ' });
    fireEvent.keyDown(card, { key: 'a' });
    expect(open).not.toHaveBeenCalled();
    const notPrevented = fireEvent.keyDown(card, { key: 'Enter' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(notPrevented).toBe(false);
  });
});
