// Issue 18: the remote views the shell starts loading with a project page, before the project has loaded.
import { projectPageRemoteViews } from './project-views';

describe('projectPageRemoteViews', () => {
  it("loads the board (the default view) and the header's actions for a project page", () => {
    expect(projectPageRemoteViews('/projects/42', '')).toEqual(['mfe_tasks/ProjectTasksView', 'mfe_projects/ProjectActions']);
  });

  it('loads the view the address asks for, and the task panel beside the sprint board only when a task is selected', () => {
    expect(projectPageRemoteViews('/projects/42', '?view=scrum')).toEqual(['mfe_sprints/ProjectSprintsView', 'mfe_projects/ProjectActions']);
    expect(projectPageRemoteViews('/projects/42', '?view=scrum&task=7')).toEqual([
      'mfe_sprints/ProjectSprintsView', 'mfe_tasks/ProjectTaskPanel', 'mfe_projects/ProjectActions',
    ]);
    expect(projectPageRemoteViews('/projects/42/', '?view=documents')[0]).toBe('mfe_docs/ProjectDocumentsView');
    expect(projectPageRemoteViews('/projects/42/forums/7/topics/3', '')[0]).toBe('mfe_forums/ProjectForumsView');
  });

  it('falls back to the board for an unknown view and loads nothing elsewhere', () => {
    expect(projectPageRemoteViews('/projects/42', '?view=nonsense')[0]).toBe('mfe_tasks/ProjectTasksView');
    expect(projectPageRemoteViews('/projects', '')).toEqual([]);
    expect(projectPageRemoteViews('/projects/abc', '')).toEqual([]);
    expect(projectPageRemoteViews('/docs/3', '')).toEqual([]);
  });
});
