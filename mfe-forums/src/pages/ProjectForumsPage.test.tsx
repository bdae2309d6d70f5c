import { render, screen } from '@testing-library/react';
import ProjectForumsPage, { FORUMS_NOT_AVAILABLE_MESSAGE } from './ProjectForumsPage';

describe('ProjectForumsPage', () => {
  const originalLabel = process.env.BUILD_LABEL;
  afterEach(() => { process.env.BUILD_LABEL = originalLabel; });

  it('renders its area for the given project with the build label', () => {
    process.env.BUILD_LABEL = 'build-8';
    render(<ProjectForumsPage projectId={3} />);
    const root = screen.getByTestId('remote-view-mfe_forums');
    expect(root).toHaveAttribute('data-project-id', '3');
    expect(root).toHaveAttribute('data-build', 'build-8');
    expect(screen.getByRole('heading', { level: 2, name: 'Forums' })).toBeInTheDocument();
    expect(screen.getByText(FORUMS_NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
  });
});
