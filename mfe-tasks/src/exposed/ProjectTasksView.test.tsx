import { render, screen } from '@testing-library/react';
import ProjectTasksView, { TASKS_NOT_AVAILABLE_MESSAGE } from './ProjectTasksView';

describe('ProjectTasksView', () => {
  const originalLabel = process.env.BUILD_LABEL;
  afterEach(() => { process.env.BUILD_LABEL = originalLabel; });

  it.each([
    ['kanban', 'Tasks · Board view'],
    ['list', 'Tasks · List view'],
    ['calendar', 'Tasks · Calendar view'],
  ] as const)('names the %s mode it was given and says tasks are not available yet', (mode, title) => {
    render(<ProjectTasksView projectId={7} mode={mode} />);
    const root = screen.getByTestId('remote-view-mfe_tasks');
    expect(root).toHaveAttribute('data-project-id', '7');
    expect(root).toHaveAttribute('data-mode', mode);
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(TASKS_NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
  });

  it('carries the build label so a deploy can be identified', () => {
    process.env.BUILD_LABEL = 'build-42';
    render(<ProjectTasksView projectId={1} mode="kanban" />);
    expect(screen.getByTestId('remote-view-mfe_tasks')).toHaveAttribute('data-build', 'build-42');
  });
});
