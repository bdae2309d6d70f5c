// Who a text mentions. Work package comments use OpenProject's mention tag in their raw text
// (`<mention class="mention" data-id="5" data-type="user" data-text="@Ada">@Ada</mention>`); documents the editor's
// mention node (`{ type: 'mention', attrs: { id: '5', label: 'Ada', mentionSuggestionChar: '@' } }`).

const MENTION_TAG = /<mention\b([^>]*)>/gi;
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(attributes);
const userId = (raw: unknown): number | null => {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  return typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
};

/** The users a comment's raw text mentions (each once, in order). */
export function mentionedInComment(raw: string): number[] {
  const ids = new Set<number>();
  for (const match of raw.matchAll(MENTION_TAG)) {
    const attributes = match[1];
    const type = attribute(attributes, 'data-type');
    const idMatch = attribute(attributes, 'data-id');
    const id = userId(idMatch?.[2] ?? idMatch?.[3]);
    if ((type?.[2] ?? type?.[3] ?? '').toLowerCase() === 'user' && id !== null) ids.add(id);
  }
  return [...ids];
}

/** The users an editor document mentions (its JSON, as stored or as an object): each once, in document order. */
export function mentionedInDocument(content: unknown): number[] {
  let root = content;
  if (typeof root === 'string') {
    try {
      root = JSON.parse(root);
    } catch {
      return [];
    }
  }
  const ids = new Set<number>();
  // An explicit stack, not recursion: a deeply nested document cannot overflow it.
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    const { type, attrs, content: children } = node as { type?: unknown; attrs?: { id?: unknown; mentionSuggestionChar?: unknown }; content?: unknown };
    if (type === 'mention' && (attrs?.mentionSuggestionChar ?? '@') === '@') {
      const id = userId(attrs?.id);
      if (id !== null) ids.add(id);
    }
    if (Array.isArray(children)) for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]);
  }
  return [...ids];
}

/** Users mentioned in the new content who were not mentioned in the old one. */
export function newlyMentionedInDocument(before: unknown, after: unknown): number[] {
  const previous = new Set(before === null || before === undefined ? [] : mentionedInDocument(before));
  return mentionedInDocument(after).filter((id) => !previous.has(id));
}
