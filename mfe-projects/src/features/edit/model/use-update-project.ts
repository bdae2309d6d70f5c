// PATCH /projects/{id}, then the answer replaces the cached project everywhere.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchProject, type ProjectPatch, storeUpdatedProject } from '../../../entities/project';

export function useUpdateProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectPatch) => patchProject(projectId, body),
    onSuccess: (hal) => storeUpdatedProject(queryClient, hal),
  });
}
