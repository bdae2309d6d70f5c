import { useEffect, type RefObject } from 'react';

/** Cmd+K (macOS) or Ctrl+K focuses the search box from anywhere on the page. */
export function useSearchShortcut(inputRef: RefObject<{ focus: () => void } | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
      // The browser's own Ctrl+K (search bar) would otherwise steal the shortcut.
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}
