import { sql, type SqlBool } from 'kysely';
import { visibleProjectIds } from '../../access/index.ts';
import { timestampFilter } from '../../http/filters.ts';
import { likePattern, type FilterDefinition, type ParsedSort, type SortDefinition } from '../../http/query.ts';
import type { DocumentsEB } from './queries.ts';

const TIMESTAMP_OPERATORS = ['<>d', '>=', '<=', '>t-', '<t-'];

/** `**` (OpenProject's full-text operator) and `~`: the title or the text contains the words, case-insensitively. */
const SEARCH_FILTER: FilterDefinition<DocumentsEB> = {
  name: 'search',
  aliases: ['text'],
  operators: ['**', '~'],
  valueType: 'string',
  // search_text is the title and text lowered when written; likePattern lowers the value the same way (in JS).
  build: (_eb, _operator, values) => sql<SqlBool>`documents.search_text like ${likePattern(String(values[0]))} escape '\\'`,
};

const CATEGORY_FILTER: FilterDefinition<DocumentsEB> = {
  name: 'category',
  aliases: ['category_id', 'categoryId'],
  operators: ['=', '!'],
  valueType: 'integer',
  build: (eb, operator, values) => eb('documents.category_id', operator === '=' ? 'in' : 'not in', values as number[]),
};

/** The filters of GET /projects/{id}/documents. */
export function projectDocumentFilters(now: () => Date): FilterDefinition<DocumentsEB>[] {
  return [
    CATEGORY_FILTER,
    SEARCH_FILTER,
    timestampFilter<DocumentsEB>({ name: 'updated_at', aliases: ['updatedAt'], column: 'documents.updated_at', operators: TIMESTAMP_OPERATORS, now }),
    timestampFilter<DocumentsEB>({ name: 'created_at', aliases: ['createdAt'], column: 'documents.created_at', operators: TIMESTAMP_OPERATORS, now }),
  ];
}

/** The filters of GET /documents: the project list's plus the project (only projects the caller sees count). */
export function documentFilters(now: () => Date): FilterDefinition<DocumentsEB>[] {
  return [
    {
      name: 'project',
      aliases: ['project_id', 'projectId'],
      operators: ['=', '!'],
      valueType: 'integer',
      build: (eb, operator, values, context) => {
        const inProjects = eb.and([eb('documents.project_id', 'in', values as number[]), eb('documents.project_id', 'in', visibleProjectIds(eb, context.currentUserId))]);
        return operator === '=' ? inProjects : eb.not(inProjects);
      },
    },
    ...projectDocumentFilters(now),
  ];
}

export const DOCUMENT_SORTS: SortDefinition[] = [
  { name: 'id', column: 'documents.id' },
  { name: 'title', column: 'documents.title', caseInsensitive: true },
  { name: 'created_at', aliases: ['createdAt'], column: 'documents.created_at' },
  { name: 'updated_at', aliases: ['updatedAt'], column: 'documents.updated_at' },
];

/** Lists show the most recently changed documents first. */
export const DEFAULT_DOCUMENT_SORT: ParsedSort[] = [{ column: 'documents.updated_at', direction: 'desc' }];
