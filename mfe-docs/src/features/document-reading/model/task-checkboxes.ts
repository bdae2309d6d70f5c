// The server's rendering of a task list (Tiptap's: `li[data-type=taskItem] > label > input` beside the item's text, not
// inside the label) leaves each checkbox without a name. Shown to read, each is named by its item's text (WCAG 4.1.2).
const NAME_LIMIT = 200;

export function nameTaskCheckboxes(html: string): string {
  if (!html.includes('taskItem') || typeof DOMParser === 'undefined') return html;
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  for (const box of body.querySelectorAll<HTMLInputElement>('li[data-type="taskItem"] > label > input[type="checkbox"]')) {
    const item = box.closest('li');
    // The item's own text, not its nested task list's.
    const own = [...(item?.children ?? [])].filter((child) => child.tagName !== 'LABEL').map((child) => child.querySelector('p')?.textContent ?? child.textContent ?? '');
    const name = own.join(' ').replace(/\s+/g, ' ').trim().slice(0, NAME_LIMIT);
    box.setAttribute('aria-label', name || 'Task');
  }
  return body.innerHTML;
}
