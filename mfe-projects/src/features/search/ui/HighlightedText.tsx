import type { ReactNode } from 'react';

interface HighlightedTextProps {
  text: string;
  /** Lowercased fragments to mark. */
  fragments: readonly string[];
}

/** The text with every occurrence of the fragments wrapped in <mark> (case-insensitive). */
export function HighlightedText({ text, fragments }: HighlightedTextProps) {
  const needles = fragments.filter(Boolean);
  if (needles.length === 0) return <>{text}</>;
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const needle of needles) {
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
      marked.fill(true, at, at + needle.length);
    }
  }
  const parts: ReactNode[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      const chunk = text.slice(start, i);
      parts.push(marked[start] ? <mark key={start}>{chunk}</mark> : chunk);
      start = i;
    }
  }
  return <>{parts}</>;
}
