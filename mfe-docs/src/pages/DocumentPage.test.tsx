import { act, render, screen } from '@testing-library/react';
import { AppProviders, MemoryRouter, Route, Routes, type DocumentHal } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { DOCUMENT_NOT_FOUND_TITLE } from '../features/document-editor';
import { setupUser } from '@tessera/shared/test/user';
import DocumentPage, { EDIT_DOCUMENT_LABEL } from './DocumentPage';

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

const THREADS = { _type: 'Collection', total: 0, count: 0, _embedded: { elements: [] }, _links: { self: { href: '/api/v3/documents/12/comment_threads' } } };

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

  it('opens a reader\'s document to read: no Edit; Comments opens the editor read-only, without toolbars or a rename', async () => {
    mockFetch((request) => (apiPathOf(request) === '/documents/12' ? jsonResponse(200, KICKOFF) : jsonResponse(200, THREADS)));
    renderAt('/docs/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kickoff minutes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EDIT_DOCUMENT_LABEL })).not.toBeInTheDocument();
    await setupUser().click(await screen.findByRole('button', { name: 'Comments (0 open)' }));
    expect(await screen.findByTestId('document-editor')).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename document' })).not.toBeInTheDocument();
  });

  // The caret's move into the text is checked in a real browser (e2e documents-editor.spec.ts): jsdom does not focus
  // contenteditable elements.
  it('opens to read without loading the editor; Edit loads it in its place', async () => {
    mockFetch((request) =>
      apiPathOf(request) === '/documents/12'
        ? jsonResponse(200, { ...KICKOFF, _links: { ...KICKOFF._links, updateImmediately: { href: '/api/v3/documents/12', method: 'patch' } } })
        : jsonResponse(200, THREADS),
    );
    renderAt('/docs/12');
    // The stored rendering, read-only; the editor's code is not asked for.
    expect(await screen.findByTestId('document-reader')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Attendees' })).toBeInTheDocument();
    const edit = screen.getByRole('button', { name: EDIT_DOCUMENT_LABEL });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('document-editor')).not.toBeInTheDocument();
    // Then the editor, alone (the reading view is gone), editable, with the caret in it.
    await setupUser().click(edit);
    const editor = await screen.findByTestId('document-editor');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(screen.queryByTestId('document-reader')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename document' })).toBeInTheDocument();
  });

  const BLANK = { ...KICKOFF, content: { type: 'doc', content: [{ type: 'paragraph' }] }, description: { format: 'custom', raw: '', html: '' } };

  it('opens a blank document (a new one) in the editor for who may edit it', async () => {
    mockFetch((request) =>
      apiPathOf(request) === '/documents/12'
        ? jsonResponse(200, { ...BLANK, _links: { ...BLANK._links, updateImmediately: { href: '/api/v3/documents/12', method: 'patch' } } })
        : jsonResponse(200, THREADS),
    );
    renderAt('/docs/12');
    expect(await screen.findByTestId('document-editor')).toHaveAttribute('contenteditable', 'true');
  });

  it('opens a blank document to read for who may not edit it', async () => {
    mockFetch((request) => (apiPathOf(request) === '/documents/12' ? jsonResponse(200, BLANK) : jsonResponse(200, THREADS)));
    renderAt('/docs/12');
    expect(await screen.findByTestId('document-reader')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('document-editor')).not.toBeInTheDocument();
  });

  it('opens the editor at once when the URL asks for it (a reload of an open editor, a link to its comments)', async () => {
    mockFetch((request) => (apiPathOf(request) === '/documents/12' ? jsonResponse(200, KICKOFF) : jsonResponse(200, THREADS)));
    renderAt('/docs/12?editor=comments');
    expect(await screen.findByTestId('document-editor')).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByTestId('document-reader')).not.toBeInTheDocument();
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
