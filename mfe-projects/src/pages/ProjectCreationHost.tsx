// Renders the creation dialogs once for the projects page: the Create dialog, the stand-alone template dialog and
// the copy-progress dialog, which stays open after the dialog that started the copy closes (2.5 s later).
import { useCallback, useEffect, useRef } from 'react';
import { paths, useNavigate, type Project } from '@tessera/shared';
import { CopyProgressDialog } from '../features/copy-job';
import { TEMPLATE_DIALOG_CLOSE_MS, TemplateDialog } from '../features/templates';
import { type CopyJobRef, type CreationRights, useCreationDialogsStore } from '../entities/project';
import { CreateProjectDialog } from '../features/create';

interface ProjectCreationHostProps {
  /** What the caller may create, and where. */
  rights: CreationRights;
}

export function ProjectCreationHost({ rights }: ProjectCreationHostProps) {
  const navigate = useNavigate();
  const state = useCreationDialogsStore();
  const { closeCreate, closeTemplate, startCopyJob } = state;
  const parentOptions = rights.parents;
  // Top-level projects are for admins and managers; the server enforces it, the form says it up front.
  const requireParent = !rights.mayCreateTopLevel;

  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      useCreationDialogsStore.getState().reset();
    },
    [],
  );

  const onCopyStarted = useCallback(
    (job: CopyJobRef) => {
      startCopyJob(job);
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => {
        closeTemplate();
        closeCreate();
      }, TEMPLATE_DIALOG_CLOSE_MS);
    },
    [startCopyJob, closeTemplate, closeCreate],
  );

  const onCreated = useCallback(
    (project: Project) => {
      closeCreate();
      navigate(paths.project(project.id));
    },
    [closeCreate, navigate],
  );

  return (
    <>
      <CreateProjectDialog
        open={state.createOpen && rights.canCreate}
        tab={rights.canCopyTemplate ? state.createTab : 'new'}
        withTemplates={rights.canCopyTemplate}
        onTabChange={state.setCreateTab}
        parentOptions={parentOptions}
        requireParent={requireParent}
        onCreated={onCreated}
        onCopyStarted={onCopyStarted}
        onClose={closeCreate}
      />
      {/* Also opened from a template's own menu (its copy link); the form asks for a parent where one is needed. */}
      <TemplateDialog
        open={state.templateOpen}
        initialTemplateId={state.templateId}
        parentOptions={parentOptions}
        requireParent={requireParent}
        onCopyStarted={onCopyStarted}
        onClose={closeTemplate}
      />
      {state.copyJob ? <CopyProgressDialog key={state.copyJob.jobId} job={state.copyJob} onClose={state.closeCopyJob} /> : null}
    </>
  );
}
