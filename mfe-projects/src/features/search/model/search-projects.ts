// Matching and ranking of projects against a parsed search (spec 000 section 5 'Search scoring weights').
import { fuzzyMatchesWord } from './fuzzy';
import { parseSearchQuery, type SearchField, type SearchTerm } from './parse-search-query';

/** The project fields the search reads. */
export interface SearchableProject {
  id: number;
  name: string;
  identifier: string;
  description: string;
  parentName: string | null;
}

export const SEARCH_WEIGHTS = {
  exactName: 100,
  nameContains: 50,
  nameStartsWith: 25,
  identifier: 30,
  parent: 15,
  description: 10,
} as const;

/** Our choice (the spec gives no weight): a fuzzy hit earns half of what a substring hit in that field earns. */
export const FUZZY_WEIGHT_FACTOR = 0.5;

/** Fields a term without a field: prefix looks in. The id is only searched with id:N. */
const UNFIELDED_SEARCH_FIELDS: readonly SearchField[] = ['name', 'identifier', 'description', 'parent'];

type FieldMatch = 'none' | 'substring' | 'fuzzy';

function fieldText(project: SearchableProject, field: SearchField): string {
  switch (field) {
    case 'name':
      return project.name;
    case 'description':
      return project.description;
    case 'identifier':
      return project.identifier;
    case 'parent':
      return project.parentName ?? '';
    case 'id':
      return String(project.id);
  }
}

function matchField(project: SearchableProject, field: SearchField, term: SearchTerm, allowFuzzy: boolean): FieldMatch {
  const text = fieldText(project, field);
  if (field === 'id') return text === term.value ? 'substring' : 'none';
  if (text.toLowerCase().includes(term.value)) return 'substring';
  if (allowFuzzy && !term.exact && fuzzyMatchesWord(term.value, text)) return 'fuzzy';
  return 'none';
}

function fieldsOf(term: SearchTerm): readonly SearchField[] {
  return term.field ? [term.field] : UNFIELDED_SEARCH_FIELDS;
}

/** Whether one positive term matches the project, and what it earns (an id: hit matches but earns nothing). */
function scoreTerm(project: SearchableProject, term: SearchTerm): { matches: boolean; score: number } {
  let matches = false;
  let score = 0;
  for (const field of fieldsOf(term)) {
    const match = matchField(project, field, term, true);
    if (match === 'none') continue;
    matches = true;
    const factor = match === 'fuzzy' ? FUZZY_WEIGHT_FACTOR : 1;
    switch (field) {
      case 'name': {
        const name = project.name.toLowerCase();
        if (match === 'fuzzy') {
          score += SEARCH_WEIGHTS.nameContains * factor;
          break;
        }
        if (name === term.value) score += SEARCH_WEIGHTS.exactName;
        score += SEARCH_WEIGHTS.nameContains;
        if (name.startsWith(term.value)) score += SEARCH_WEIGHTS.nameStartsWith;
        break;
      }
      case 'identifier':
        score += SEARCH_WEIGHTS.identifier * factor;
        break;
      case 'parent':
        score += SEARCH_WEIGHTS.parent * factor;
        break;
      case 'description':
        score += SEARCH_WEIGHTS.description * factor;
        break;
      case 'id':
        // id:N is a lookup, not a relevance signal.
        break;
    }
  }
  return { matches, score };
}

/** Excluded terms use plain substring matching: a fuzzy exclusion would hide projects the user did not mean. */
function isExcludedBy(project: SearchableProject, term: SearchTerm): boolean {
  return fieldsOf(term).some((field) => matchField(project, field, term, false) !== 'none');
}

/** The project's score for the terms, or null when it does not satisfy every term. */
export function scoreProject(project: SearchableProject, terms: readonly SearchTerm[]): number | null {
  let total = 0;
  for (const term of terms) {
    if (term.negated) {
      if (isExcludedBy(project, term)) return null;
      continue;
    }
    const { matches, score } = scoreTerm(project, term);
    if (!matches) return null;
    total += score;
  }
  return total;
}

export interface SearchResult<P extends SearchableProject> {
  /** The matching projects: by score (best first) while searching, in their incoming order otherwise. */
  projects: P[];
  /** True when the query held at least one term. */
  isSearching: boolean;
  terms: SearchTerm[];
}

export function searchProjects<P extends SearchableProject>(projects: readonly P[], query: string): SearchResult<P> {
  const terms = parseSearchQuery(query);
  if (terms.length === 0) return { projects: [...projects], isSearching: false, terms };
  const scored: { project: P; score: number; index: number }[] = [];
  projects.forEach((project, index) => {
    const score = scoreProject(project, terms);
    if (score !== null) scored.push({ project, score, index });
  });
  // Equal scores keep the incoming (user-chosen) sort order.
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return { projects: scored.map((entry) => entry.project), isSearching: true, terms };
}
