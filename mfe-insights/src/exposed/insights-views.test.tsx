import { render, screen } from '@testing-library/react';
import ProjectFinanceView, { FINANCE_NOT_AVAILABLE_MESSAGE } from './ProjectFinanceView';
import ProjectGithubView, { GITHUB_NOT_AVAILABLE_MESSAGE } from './ProjectGithubView';

describe('mfe_insights exposed views', () => {
  const originalLabel = process.env.BUILD_LABEL;
  afterEach(() => { process.env.BUILD_LABEL = originalLabel; });

  it('ProjectFinanceView renders the finance area for the given project with the build label', () => {
    process.env.BUILD_LABEL = 'build-9';
    render(<ProjectFinanceView projectId={5} />);
    const root = screen.getByTestId('remote-view-mfe_insights');
    expect(root).toHaveAttribute('data-view', 'finance');
    expect(root).toHaveAttribute('data-project-id', '5');
    expect(root).toHaveAttribute('data-build', 'build-9');
    expect(screen.getByRole('heading', { level: 2, name: 'Finance' })).toBeInTheDocument();
    expect(screen.getByText(FINANCE_NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
  });

  it('ProjectGithubView renders the GitHub area for the given project', () => {
    render(<ProjectGithubView projectId={6} />);
    const root = screen.getByTestId('remote-view-mfe_insights');
    expect(root).toHaveAttribute('data-view', 'github');
    expect(root).toHaveAttribute('data-project-id', '6');
    expect(screen.getByRole('heading', { level: 2, name: 'GitHub' })).toBeInTheDocument();
    expect(screen.getByText(GITHUB_NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
  });
});
