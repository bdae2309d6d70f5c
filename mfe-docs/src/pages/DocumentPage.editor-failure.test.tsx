import { render, screen } from '@testing-library/react';
import { AppProviders, MemoryRouter, Route, Routes } from '@tessera/shared';
import { apiPathOf, jsonResponse, mockFetch } from '@tessera/shared/test/fetch-mock';
import DocumentPage, { EDIT_DOCUMENT_LABEL, EDITOR_LOAD_FAILED } from './DocumentPage';

// The editor's code cannot be loaded (a deploy replaced its chunk, the network dropped).
jest.mock('./DocumentPageEditor', () => {
  throw new Error('Loading chunk failed');
});

const DOCUMENT = {
  _type: 'Document', id: 12, title: 'Kickoff minutes', lockVersion: 3,
  description: { format: 'custom', raw: 'Attendees', html: '<p>Attendees</p>' },
  content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Attendees' }] }] },
  createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-02T10:00:00Z',
  _links: { self: { href: '/api/v3/documents/12' }, updateImmediately: { href: '/api/v3/documents/12', method: 'patch' } },
};
const THREADS = { _type: 'Collection', total: 0, count: 0, _embedded: { elements: [] }, _links: { self: { href: '/api/v3/documents/12/comment_threads' } } };

it('says the editor could not be loaded, with a Retry, and keeps the document to read', async () => {
  mockFetch((request) => (apiPathOf(request) === '/documents/12' ? jsonResponse(200, DOCUMENT) : jsonResponse(200, THREADS)));
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/docs/12?editor=edit']}>
        <Routes>
          <Route path="/docs/:id" element={<DocumentPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  expect(await screen.findByText(EDITOR_LOAD_FAILED)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByTestId('document-read-content')).toHaveTextContent('Attendees');
  // Its button is not left busy.
  expect(screen.getByRole('button', { name: EDIT_DOCUMENT_LABEL })).not.toHaveClass('ant-btn-loading');
});
