import { render, screen } from '@testing-library/react';
import ProjectSprintsView, { SPRINTS_NOT_AVAILABLE_MESSAGE } from './ProjectSprintsView';

describe('ProjectSprintsView', () => {
  const originalLabel = process.env.BUILD_LABEL;
  afterEach(() => { process.env.BUILD_LABEL = originalLabel; });

  it('renders its area for the given project with the build label', () => {
    process.env.BUILD_LABEL = 'build-7';
    render(<ProjectSprintsView projectId={12} />);
    const root = screen.getByTestId('remote-view-mfe_sprints');
    expect(root).toHaveAttribute('data-project-id', '12');
    expect(root).toHaveAttribute('data-build', 'build-7');
    expect(screen.getByText('Scrum')).toBeInTheDocument();
    expect(screen.getByText(SPRINTS_NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
  });
});
