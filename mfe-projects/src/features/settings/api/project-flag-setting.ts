// A project's on/off settings shown as switches (issue 14 "Comments on documents", issue 15 "AI features"): read from
// GET /projects/{id} (the page's mapped project does not carry them), written with PATCH /projects/{id}.
import { useQuery } from '@tanstack/react-query';
import { api, type ProjectHal } from '@tessera/shared';
import { patchProject, type ProjectPatch } from '../../../entities/project';

export type ProjectFlag = 'documentCommentsEnabled' | 'aiEnabled';

export const projectFlagKey = (projectId: number, flag: ProjectFlag) => ['mfe-projects', 'project', projectId, flag] as const;

/** aiEnabled is optional in the schema (older answers): absent reads as on, its default. */
export const flagOf = (hal: ProjectHal, flag: ProjectFlag): boolean => hal[flag] ?? true;

export function useProjectFlag(projectId: number, flag: ProjectFlag) {
  return useQuery({
    queryKey: projectFlagKey(projectId, flag),
    queryFn: async ({ signal }) => flagOf(await api.get<ProjectHal>(`/projects/${projectId}`, { signal }), flag),
  });
}

export function patchProjectFlag(projectId: number, flag: ProjectFlag, enabled: boolean): Promise<ProjectHal> {
  const body: ProjectPatch = { [flag]: enabled };
  return patchProject(projectId, body);
}
