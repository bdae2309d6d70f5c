// Links between texts (issue 22): the preview of a linked task or document, read with the normal API (a target the
// reader may not see answers 404, so its preview shows nothing of it), and a task's backlinks.
import { useQuery } from '@tanstack/react-query';
import { api, elementsOf, linkOf, type HalCollection, type HalResource } from '@tessera/shared';

export type ReferenceKind = 'task' | 'document';

export interface ReferencePreviewData {
  kind: ReferenceKind;
  id: number;
  title: string;
  /** A task's type and status; a document's category. */
  details: string[];
  projectName: string;
  /** Where the target opens. */
  href: string;
}

interface TargetHal extends HalResource {
  id: number;
  subject?: string;
  title?: string;
}

export async function fetchReferencePreview(kind: ReferenceKind, id: number, signal?: AbortSignal): Promise<ReferencePreviewData> {
  const hal = await api.get<TargetHal>(kind === 'task' ? `/work_packages/${id}` : `/documents/${id}`, { signal });
  const project = linkOf(hal, 'project');
  const projectId = project?.href?.split('/').pop();
  if (kind === 'task') {
    const details = [linkOf(hal, 'type')?.title, linkOf(hal, 'status')?.title].filter((value): value is string => Boolean(value));
    return { kind, id, title: hal.subject ?? '', details, projectName: project?.title ?? '', href: `/projects/${projectId}?task=${id}` };
  }
  const category = linkOf(hal, 'category')?.title;
  return { kind, id, title: hal.title ?? '', details: ['Document', ...(category ? [category] : [])], projectName: project?.title ?? '', href: `/docs/${id}` };
}

export const referenceKeys = {
  preview: (kind: ReferenceKind, id: number) => ['references', 'preview', kind, id] as const,
  backlinks: (workPackageId: number) => ['references', 'backlinks', workPackageId] as const,
};

export function useReferencePreview(target: { kind: ReferenceKind; id: number } | null) {
  return useQuery({
    queryKey: referenceKeys.preview(target?.kind ?? 'task', target?.id ?? 0),
    queryFn: ({ signal }) => fetchReferencePreview(target!.kind, target!.id, signal),
    enabled: target !== null,
    // A target the reader may not see stays unseen: no retries of a 404.
    retry: false,
    staleTime: 30_000,
  });
}

export interface Backlink {
  sourceType: 'WorkPackage' | 'Document';
  id: number;
  title: string;
  status: string | null;
  projectId: number;
  projectName: string;
}

/** The first page is plenty for the panel: the API orders tasks first. */
export const BACKLINKS_PAGE_SIZE = 50;

export function useBacklinks(workPackageId: number) {
  return useQuery({
    queryKey: referenceKeys.backlinks(workPackageId),
    queryFn: async ({ signal }) => {
      const page = await api.get<HalCollection<Backlink & HalResource>>(`/work_packages/${workPackageId}/backlinks`, { query: { pageSize: BACKLINKS_PAGE_SIZE, offset: 1 }, signal });
      return { total: page.total, elements: elementsOf(page) as Backlink[] };
    },
  });
}
