import { render, screen } from '@testing-library/react';
import { AppProviders, MemoryRouter } from '@tessera/shared';
import { forumHal, PROJECT_ID, serveForums } from '../testing/forum-server';
import { StandaloneRoutes } from './StandaloneRoutes';

describe('StandaloneRoutes', () => {
  it("opens a forum's own path when the remote runs on its own", async () => {
    serveForums({ forums: [forumHal(1, 'General discussion')] });
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[`/projects/${PROJECT_ID}/forums/1`]}>
          <StandaloneRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'General discussion' })).toBeInTheDocument();
  });
});
