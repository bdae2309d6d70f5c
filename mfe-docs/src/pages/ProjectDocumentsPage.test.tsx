import { render, screen } from '@testing-library/react';
import ProjectDocumentsPage, { DOCUMENTS_NOT_AVAILABLE_MESSAGE } from './ProjectDocumentsPage';

describe('ProjectDocumentsPage', () => {
  const originalLabel = process.env.BUILD_LABEL;
  afterEach(() => { process.env.BUILD_LABEL = originalLabel; });

  it('names the project it was given and carries the build label', () => {
    process.env.BUILD_LABEL = 'e2e-redeploy';
    render(<ProjectDocumentsPage projectId={4} projectName="Apollo" />);
    const root = screen.getByTestId('remote-view-mfe_docs');
    expect(root).toHaveAttribute('data-project-id', '4');
    expect(root).toHaveAttribute('data-build', 'e2e-redeploy');
    expect(screen.getByRole('heading', { level: 2, name: 'Documents of Apollo' })).toBeInTheDocument();
    expect(screen.getByText(DOCUMENTS_NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
  });
});
