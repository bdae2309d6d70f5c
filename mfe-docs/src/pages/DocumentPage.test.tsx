import { render, screen } from '@testing-library/react';
import { AppProviders, MemoryRouter, Route, Routes, type DocumentHal } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { DOCUMENT_NOT_FOUND_TITLE } from '../features/document-editor';
import DocumentPage from './DocumentPage';

const KICKOFF: DocumentHal = {
  _type: 'Document', id: 12, title: 'Kickoff minutes', lockVersion: 3,
  description: { format: 'custom', raw: 'Attendees', html: '<h2>Attendees</h2><p>Priya (lead)</p>' },
  content: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Attendees' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Priya (lead)' }] },
    ],
  },
  createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-02T10:00:00Z',
  _links: { self: { href: '/api/v3/documents/12', title: 'Kickoff minutes' }, author: { href: '/api/v3/users/4', title: 'Priya Raman' } },
};

function renderAt(url: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/docs/:id" element={<DocumentPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('DocumentPage', () => {
  it("shows the title as the page's h1, the server's HTML, the author and the way back to the project", async () => {
    mockFetch((request) => (apiPathOf(request) === '/documents/12' ? jsonResponse(200, KICKOFF) : halError(404, 'NotFound', 'Not found.')));
    renderAt('/docs/12?from=project&projectId=5&projectName=Apollo%20%26%20Co');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kickoff minutes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Attendees' })).toBeInTheDocument();
    expect(screen.getByTestId('document-meta')).toHaveTextContent('Created by Priya Raman');
    expect(screen.getByRole('link', { name: /Back to Apollo & Co/ })).toHaveAttribute('href', '/projects/5?view=documents');
  });

  it("leads back to the document's own project when not opened from a project", async () => {
    mockFetch(() => jsonResponse(200, { ...KICKOFF, _links: { ...KICKOFF._links, project: { href: '/api/v3/projects/8', title: 'Hermes' } } }));
    renderAt('/docs/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kickoff minutes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Hermes/ })).toHaveAttribute('href', '/projects/8?view=documents');
  });

  it('shows a reader the document without toolbars or a way to rename it', async () => {
    mockFetch(() => jsonResponse(200, KICKOFF));
    renderAt('/docs/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kickoff minutes' })).toBeInTheDocument();
    expect(await screen.findByTestId('document-editor')).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename document' })).not.toBeInTheDocument();
  });

  it('shows the document as last saved first, then loads the editor in its place', async () => {
    mockFetch(() => jsonResponse(200, { ...KICKOFF, _links: { ...KICKOFF._links, updateImmediately: { href: '/api/v3/documents/12', method: 'patch' } } }));
    renderAt('/docs/12');
    // The stored rendering, read-only, before the editor's code has run.
    expect(await screen.findByTestId('document-preview')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Attendees' })).toBeInTheDocument();
    expect(screen.queryByTestId('document-editor')).not.toBeInTheDocument();
    // Then the editor, alone (the preview is gone), editable for who may edit.
    expect(await screen.findByTestId('document-editor')).toHaveAttribute('contenteditable', 'true');
    expect(screen.queryByTestId('document-preview')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename document' })).toBeInTheDocument();
  });

  it('says plainly when the document does not exist (or is not visible)', async () => {
    mockFetch(() => halError(404, 'NotFound', 'The requested resource could not be found.'));
    renderAt('/docs/99?from=project&projectId=5&projectName=Apollo');
    expect(await screen.findByRole('heading', { level: 1, name: DOCUMENT_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Apollo/ })).toBeInTheDocument();
  });

  it('answers an id that is not a number as not found, without asking the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, KICKOFF));
    renderAt('/docs/abc');
    expect(await screen.findByRole('heading', { level: 1, name: DOCUMENT_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toHaveLength(0);
  });
});
