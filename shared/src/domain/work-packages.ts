// Every work package of a project, as the boards load them: the tasks area (board, list, calendar) and the sprint
// board (docs/api.md 'Work packages'). One request shape for both; each names with `select` only the properties its
// cards show, and maps the elements into its own task model.
import { api, filtersParam, sortByParam } from '../api/client';
import type { HalCollection } from '../api/hal';

/** 1,000 (the API's maximum) per request. */
export const PROJECT_WORK_PACKAGES_PAGE_SIZE = 1000;
/** With `select`, 5,000 (the API's maximum then): most boards in one request. */
export const PROJECT_WORK_PACKAGES_SELECTED_PAGE_SIZE = 5000;

/** `filters=[]`: without it the API lists open work packages only, and the boards need the closed ones too. */
const ALL_WORK_PACKAGES_QUERY = { filters: filtersParam([]), sortBy: sortByParam([['position', 'asc'], ['id', 'asc']]) };

/**
 * What the tasks views (board, list, calendar) show of a task: the panel reads the full task itself. Of the
 * description only the card's excerpt, cut by the server. No action links: the views take the project's permissions,
 * and leaving them out spares the server a permissions read per page. Here, not in the tasks remote, because the shell
 * starts this read as a board's page boots (routing/first-reads.ts).
 */
export const TASK_CARD_SELECT = [
  'id', 'subject', 'descriptionExcerpt', 'lockVersion', 'position', 'isClosed', 'storyPoints', 'commentCount', 'startDate', 'dueDate',
  'status', 'type', 'priority', 'assignee', 'version', 'parent',
] as const;

/** One page of a project's work packages as fetchAllProjectWorkPackages asks for it (path and query, in this order). */
export function projectWorkPackagesPage(projectId: number, select: readonly string[] | undefined, offset: number) {
  const pageSize = select ? PROJECT_WORK_PACKAGES_SELECTED_PAGE_SIZE : PROJECT_WORK_PACKAGES_PAGE_SIZE;
  const selectQuery = select ? { select: workPackageSelect(select) } : {};
  return { path: `/projects/${projectId}/work_packages`, query: { ...ALL_WORK_PACKAGES_QUERY, ...selectQuery, pageSize, offset } };
}

export interface ProjectWorkPackagesOptions {
  signal?: AbortSignal;
  /**
   * OpenProject's `select`: the element properties and links to read (`id`, `subject`, `status`, ...), so a board
   * fetches only what its cards show; without it, the full work packages.
   */
  select?: readonly string[];
  /** The error for an answer without a list of elements (each area says it in its own words). */
  invalidList: () => Error;
}

/**
 * Every work package of the project, open and closed, in board position order: the first page says how many there
 * are, the others load in parallel. A package created between two pages can push another onto the next page: each
 * is kept once.
 */
export async function fetchAllProjectWorkPackages<T extends { id: number }>(
  projectId: number,
  { signal, invalidList, select }: ProjectWorkPackagesOptions,
): Promise<T[]> {
  const pageSize = select ? PROJECT_WORK_PACKAGES_SELECTED_PAGE_SIZE : PROJECT_WORK_PACKAGES_PAGE_SIZE;
  const elementsOrThrow = (page: HalCollection<T> | null | undefined): T[] => {
    const elements = page?._embedded?.elements;
    if (!Array.isArray(elements)) throw invalidList();
    return elements;
  };
  const pageOf = (offset: number) => {
    const { path, query } = projectWorkPackagesPage(projectId, select, offset);
    return api.get<HalCollection<T>>(path, { query, signal });
  };
  const first = await pageOf(1);
  const elements = elementsOrThrow(first);
  const total = typeof first.total === 'number' ? first.total : elements.length;
  const pageCount = Math.ceil(total / pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => pageOf(index + 2)));
  const seen = new Set<number>();
  const unique: T[] = [];
  for (const element of elements.concat(...rest.map(elementsOrThrow))) {
    if (seen.has(element.id)) continue;
    seen.add(element.id);
    unique.push(element);
  }
  return unique;
}

/** `select` for a work package collection: its total (to know the page count) and the named element properties. */
export function workPackageSelect(properties: readonly string[]): string {
  return ['total', ...properties.map((name) => `elements/${name}`)].join(',');
}
