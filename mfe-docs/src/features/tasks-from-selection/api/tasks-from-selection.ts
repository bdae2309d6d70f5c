// The calls of 'Create tasks from selection' (docs/api.md 'AI' and 'Documents'): drafts from the selected text,
// the project's types and priorities to match them onto, creating a task, linking it to the document, and the
// document's linked tasks.
import { useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer, type ApiRequestBody, type NamedOption } from '@tessera/shared';

export type TaskDraftList = ApiAnswer<'/api/v3/ai/tasks-from-text', 'post'>;
export type TaskDraft = TaskDraftList['drafts'][number];
export type LinkedTask = ApiAnswer<'/api/v3/documents/{id}/work_packages', 'post', 201>;
export type NewTaskBody = ApiRequestBody<'/api/v3/projects/{id}/work_packages', 'post'>;

interface NamedList {
  _embedded: { elements: NamedOption[] };
}
interface LinkedTaskList {
  total: number;
  _embedded?: { elements?: LinkedTask[] };
}

/** Most a document links (the server's limit): the panel reads them in one page. */
export const LINKED_TASKS_PAGE_SIZE = 500;

export const tasksFromSelectionKeys = {
  linked: (documentId: number) => ['mfe-docs', 'linked-tasks', documentId] as const,
  types: (projectId: number) => ['mfe-docs', 'project-types', projectId] as const,
  priorities: () => ['mfe-docs', 'priorities'] as const,
};

/** POST /ai/tasks-from-text: up to 10 drafts of the work a passage asks for (a fallback draft when the answer was unusable). */
export function generateTaskDrafts(projectId: number, text: string): Promise<TaskDraftList> {
  return api.post<TaskDraftList>('/ai/tasks-from-text', { projectId, text });
}

export function createTask(projectId: number, body: NewTaskBody): Promise<{ id: number; subject: string }> {
  return api.post<{ id: number; subject: string }>(`/projects/${projectId}/work_packages`, body);
}

export function linkTask(documentId: number, taskId: number): Promise<LinkedTask> {
  return api.post<LinkedTask>(`/documents/${documentId}/work_packages`, { _links: { workPackage: { href: `/api/v3/work_packages/${taskId}` } } });
}

export function useLinkedTasks(documentId: number) {
  return useQuery({
    queryKey: tasksFromSelectionKeys.linked(documentId),
    queryFn: ({ signal }) => api.get<LinkedTaskList>(`/documents/${documentId}/work_packages`, { query: { pageSize: LINKED_TASKS_PAGE_SIZE }, signal }),
  });
}

/** The project's types and the priorities, read while the dialog is open (the drafts name them). */
export function useTaskChoices(projectId: number, enabled: boolean) {
  const types = useQuery({
    queryKey: tasksFromSelectionKeys.types(projectId),
    queryFn: ({ signal }) => api.get<NamedList>(`/projects/${projectId}/types`, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
  const priorities = useQuery({
    queryKey: tasksFromSelectionKeys.priorities(),
    queryFn: ({ signal }) => api.get<NamedList>('/priorities', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
  return { types: types.data?._embedded.elements ?? [], priorities: priorities.data?._embedded.elements ?? [] };
}
