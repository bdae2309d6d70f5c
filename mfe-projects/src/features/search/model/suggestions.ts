// Search suggestions for the current input (spec 000 section 9: at most 8, 5 project names and 3 identifiers).

export const MAX_NAME_SUGGESTIONS = 5;
export const MAX_IDENTIFIER_SUGGESTIONS = 3;
export const MAX_SUGGESTIONS = MAX_NAME_SUGGESTIONS + MAX_IDENTIFIER_SUGGESTIONS;

export interface SearchSuggestions {
  names: string[];
  identifiers: string[];
}

interface SuggestableProject {
  name: string;
  identifier: string;
}

/** Distinct values containing the needle, those starting with it first, then alphabetical. */
function pick(values: readonly string[], needle: string, limit: number): string[] {
  const seen = new Set<string>();
  const hits: { value: string; startsWith: boolean }[] = [];
  for (const value of values) {
    const lower = value.toLowerCase();
    if (seen.has(lower) || !lower.includes(needle)) continue;
    seen.add(lower);
    hits.push({ value, startsWith: lower.startsWith(needle) });
  }
  hits.sort((a, b) => Number(b.startsWith) - Number(a.startsWith) || a.value.localeCompare(b.value));
  return hits.slice(0, limit).map((hit) => hit.value);
}

/** Suggestions complete the plain text the user typed; no suggestions for an empty input or a query using the search syntax. */
export function buildSuggestions(projects: readonly SuggestableProject[], input: string): SearchSuggestions {
  const needle = input.trim().toLowerCase();
  if (!needle || /[":]|^-/.test(needle)) return { names: [], identifiers: [] };
  return {
    names: pick(projects.map((p) => p.name), needle, MAX_NAME_SUGGESTIONS),
    identifiers: pick(projects.map((p) => p.identifier), needle, MAX_IDENTIFIER_SUGGESTIONS),
  };
}
