// Spec 001 section 4: a comment cannot be empty or an empty paragraph (e.g. '<p></p>' or '<p>&nbsp;</p>').
export function isBlankComment(text: string | null | undefined): boolean {
  if (!text) return true;
  const withoutMarkup = text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ');
  return withoutMarkup.trim() === '';
}

/** Ctrl+Enter (Cmd+Enter on a Mac) submits the comment box. */
export function isSubmitShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
