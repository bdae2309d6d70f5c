// Composing the schema's extension list with other features' extensions: an extension with the name of a listed one
// replaces it in place (a configured Mention with its suggestion picker replaces the plain Mention), so the schema
// never gains a second node of one name.
import type { AnyExtension } from '@tiptap/core';

export function composeExtensions(base: readonly AnyExtension[], extra: readonly AnyExtension[]): AnyExtension[] {
  const byName = new Map(extra.map((extension) => [extension.name, extension]));
  const composed = base.map((extension) => {
    const replacement = byName.get(extension.name);
    if (replacement) byName.delete(extension.name);
    return replacement ?? extension;
  });
  return [...composed, ...extra.filter((extension) => byName.has(extension.name))];
}

