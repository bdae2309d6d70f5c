// The project's "Comments on documents" setting (issue 14, inline comments): read from GET /projects/{id} (the page's
// mapped project does not carry it), written with PATCH /projects/{id} { documentCommentsEnabled }.
import { useQuery } from '@tanstack/react-query';
import { api, type ProjectHal } from '@tessera/shared';
import { patchProject, type ProjectPatch } from '../../../entities/project';

export const documentCommentsSettingKey = (projectId: number) => ['mfe-projects', 'project', projectId, 'documentCommentsEnabled'] as const;

export const settingOf = (hal: ProjectHal): boolean => hal.documentCommentsEnabled;

export function useDocumentCommentsSetting(projectId: number) {
  return useQuery({
    queryKey: documentCommentsSettingKey(projectId),
    queryFn: async ({ signal }) => settingOf(await api.get<ProjectHal>(`/projects/${projectId}`, { signal })),
  });
}

export function patchDocumentCommentsEnabled(projectId: number, enabled: boolean): Promise<ProjectHal> {
  const body: ProjectPatch = { documentCommentsEnabled: enabled };
  return patchProject(projectId, body);
}
