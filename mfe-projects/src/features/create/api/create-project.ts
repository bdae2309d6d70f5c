// POST /projects (spec 000 section 7): the OpenProject body built from the New Project form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, mapProject, projectHref, queryKeys, type ApiRequestBody, type Project, type ProjectHal } from '@tessera/shared';
import { DEFAULT_DESCRIPTION, effectiveIdentifier } from '../../../entities/project';

export interface NewProjectValues {
  name: string;
  identifier?: string;
  description?: string;
  isPublic: boolean;
  isActive: boolean;
  templated: boolean;
  parentId?: number | null;
}

/** POST /projects as the server's OpenAPI document describes it, with what this form always sends. */
export type CreateProjectBody = ApiRequestBody<'/api/v3/projects', 'post'> & Required<Pick<ApiRequestBody<'/api/v3/projects', 'post'>, 'name' | 'identifier' | 'description' | 'public' | 'active' | 'templated' | '_links'>>;

export function buildCreateProjectBody(values: NewProjectValues): CreateProjectBody {
  const name = values.name.trim();
  const description = (values.description ?? '').trim();
  return {
    name,
    identifier: effectiveIdentifier(values.identifier, name),
    description: { raw: description === '' ? DEFAULT_DESCRIPTION : description, format: 'markdown' },
    public: values.isPublic,
    active: values.isActive,
    templated: values.templated,
    _links: { parent: { href: values.parentId ? projectHref(values.parentId) : null } },
  };
}

export async function createProject(values: NewProjectValues): Promise<Project> {
  return mapProject(await api.post<ProjectHal>('/projects', buildCreateProjectBody(values)));
}

/** Creates the project and refreshes every project list (the new one shows up without a reload). */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    // Not awaited: the dialog closes at once while the lists refetch.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.projects() }),
  });
}
