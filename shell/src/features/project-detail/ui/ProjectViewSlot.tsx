// Mounts the remote view for the selected key, with the props its manifest entry lists (each remote's
// src/exposed/contract.ts declares the same props as types).
import type { ProjectTaskPanelProps } from 'mfe-tasks/contract';
import { useState } from 'react';
import { useSearchParams, type ProjectDetail, type ProjectViewKey } from '@tessera/shared';
import { RemoteView } from '../../../federation/RemoteView';
import {
  PROJECT_TASK_PANEL_REMOTE, PROJECT_VIEW_REMOTES, TASK_PANEL_UNAVAILABLE, VIEWS_WITH_TASK_PANEL, projectViewProps, taskPanelWanted,
} from '../model/project-views';

/**
 * The task panel next to another remote's view. It loads and renders nothing until a task is selected; when mfe_tasks is
 * down it says so in one line (before the view, where it is seen) and the view itself stays usable.
 */
function TaskPanelSlot({ projectId }: { projectId: number }) {
  // Loaded when a task is first selected, then kept (closing plays the panel's own closing; reopening is instant).
  const [searchParams] = useSearchParams();
  const wanted = taskPanelWanted(searchParams);
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return (
    <div data-testid="task-panel-slot">
      {mounted && (
        <RemoteView<ProjectTaskPanelProps>
          id={PROJECT_TASK_PANEL_REMOTE}
          props={{ projectId }}
          quiet
          fallbackTitle={TASK_PANEL_UNAVAILABLE}
        />
      )}
    </div>
  );
}

export function ProjectViewSlot({ view, project }: { view: ProjectViewKey; project: ProjectDetail }) {
  const id = PROJECT_VIEW_REMOTES[view];
  // Keyed by module: the board, list and calendar share one mounted tasks view (only `mode` changes).
  return (
    <>
      {VIEWS_WITH_TASK_PANEL.has(view) && <TaskPanelSlot projectId={project.id} />}
      <RemoteView key={id} id={id} props={projectViewProps(view, project)} />
    </>
  );
}
