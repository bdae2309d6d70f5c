import { render, screen } from '@testing-library/react';
import { AppProviders, MemoryRouter } from '@tessera/shared';
import { mockFetch, jsonResponse } from '@tessera/shared/test/fetch-mock';
import ProjectForumsPage from './ProjectForumsPage';
import { forumRouteOf } from './forum-route';

describe('ProjectForumsPage', () => {
  const originalLabel = process.env.BUILD_LABEL;
  afterEach(() => {
    process.env.BUILD_LABEL = originalLabel;
  });

  it('renders its area for the given project with the build label', async () => {
    process.env.BUILD_LABEL = 'build-8';
    mockFetch(() => jsonResponse(200, { _type: 'Collection', total: 0, count: 0, _embedded: { elements: [] } }));
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/projects/3/forums']}>
          <ProjectForumsPage projectId={3} />
        </MemoryRouter>
      </AppProviders>,
    );
    const root = screen.getByTestId('remote-view-mfe_forums');
    expect(root).toHaveAttribute('data-project-id', '3');
    expect(root).toHaveAttribute('data-build', 'build-8');
    expect(await screen.findByRole('heading', { level: 2, name: 'Project Forums' })).toBeInTheDocument();
  });

  it('says which project id in the address is not valid', () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/projects/abc/forums']}>
          <ProjectForumsPage projectId={Number.NaN} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByText('Invalid project ID: "abc". Please check the URL.')).toBeInTheDocument();
  });

  it('reads the list, a forum and a topic from the address', () => {
    expect(forumRouteOf('/projects/3')).toEqual({ kind: 'list' });
    expect(forumRouteOf('/projects/3/forums')).toEqual({ kind: 'list' });
    expect(forumRouteOf('/projects/3/forums/7')).toEqual({ kind: 'forum', forumId: 7, topicId: null });
    expect(forumRouteOf('/projects/3/forums/7/topics/9')).toEqual({ kind: 'forum', forumId: 7, topicId: 9 });
    expect(forumRouteOf('/projects/3/forums/x')).toEqual({ kind: 'invalid', what: 'forum', value: 'x' });
    expect(forumRouteOf('/projects/3/forums/7/topics/0')).toEqual({ kind: 'invalid', what: 'topic', value: '0' });
  });
});
