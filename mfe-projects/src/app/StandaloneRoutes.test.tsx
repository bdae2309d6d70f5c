import { render, screen } from '@testing-library/react';
import { AppProviders, MemoryRouter } from '@tessera/shared';
import { StandaloneRoutes } from './StandaloneRoutes';

describe('mfe_projects standalone routes', () => {
  it("says a project's page is the suite's, with a way back to the list", () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/projects/7/settings']}>
          <StandaloneRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByText('Project 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
  });
});
