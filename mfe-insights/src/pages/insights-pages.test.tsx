import { render, screen } from '@testing-library/react';
import ProjectFinancePage, { FINANCE_NOT_AVAILABLE_MESSAGE } from './ProjectFinancePage';

describe('mfe_insights project pages', () => {
  const originalLabel = process.env.BUILD_LABEL;
  afterEach(() => { process.env.BUILD_LABEL = originalLabel; });

  it('ProjectFinancePage renders the finance area for the given project with the build label', () => {
    process.env.BUILD_LABEL = 'build-9';
    render(<ProjectFinancePage projectId={5} />);
    const root = screen.getByTestId('remote-view-mfe_insights');
    expect(root).toHaveAttribute('data-view', 'finance');
    expect(root).toHaveAttribute('data-project-id', '5');
    expect(root).toHaveAttribute('data-build', 'build-9');
    expect(screen.getByRole('heading', { level: 2, name: 'Finance' })).toBeInTheDocument();
    expect(screen.getByText(FINANCE_NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
  });
});
