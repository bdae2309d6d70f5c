import { act, render, screen, waitFor } from '@testing-library/react';
import { AppProviders, mapCurrentUser, MemoryRouter, resetProjectEvents, setCurrentUser, type DocumentHal } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import { adminHal } from '@tessera/shared/test/fixtures';
import { setupUser } from '@tessera/shared/test/user';
import type { EditableDocument } from '../model/document';
import { DocumentReader, DOCUMENT_LOAD_FAILED_TITLE, DOCUMENT_NOT_FOUND_TITLE } from './DocumentReader';

const MINUTES: DocumentHal = {
  _type: 'Document', id: 7, title: 'Weekly minutes', lockVersion: 1,
  description: { format: 'custom', raw: 'Decisions', html: '<h2>Decisions</h2><p>Ship on Friday</p>' },
  content: { type: 'doc', content: [] },
  createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-02T10:00:00Z',
  _links: {
    self: { href: '/api/v3/documents/7', title: 'Weekly minutes' }, author: { href: '/api/v3/users/4', title: 'Priya Raman' },
    project: { href: '/api/v3/projects/5', title: 'Apollo' },
  },
};

const back = (document: EditableDocument | null) => <span>{document ? `Back from ${document.title}` : 'Back'}</span>;

function renderReader() {
  render(
    <AppProviders>
      <MemoryRouter>
        <DocumentReader documentId={7} back={back} actions={(document) => <button type="button">{`Act on ${document.title}`}</button>} />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => setCurrentUser(mapCurrentUser(adminHal())));

describe('DocumentReader (the document page as it opens)', () => {
  it("shows the title, the meta line, the page's buttons and the stored rendering, with nothing to type into", async () => {
    mockFetch(() => jsonResponse(200, MINUTES));
    renderReader();
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly minutes' })).toBeInTheDocument();
    expect(screen.getByText('Back from Weekly minutes')).toBeInTheDocument();
    expect(screen.getByTestId('document-meta')).toHaveTextContent('Created by Priya Raman');
    expect(screen.getByRole('button', { name: 'Act on Weekly minutes' })).toBeInTheDocument();
    expect(screen.getByTestId('document-read-content')).toHaveAccessibleName('Document content');
    expect(screen.getByRole('heading', { level: 2, name: 'Decisions' })).toBeInTheDocument();
    // Read, not being connected: nothing says it is busy.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says it is loading, then that a document it cannot see does not exist', async () => {
    mockFetch(() => halError(404, 'NotFound', 'The requested resource could not be found.'));
    renderReader();
    expect(screen.getByText('Loading document...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: DOCUMENT_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByText('Back')).toBeInTheDocument();
  });

  it('says what failed when the read fails, and reads again on Retry', async () => {
    let fail = true;
    mockFetch(() => (fail ? halError(500, 'InternalServerError', 'The server had a problem.') : jsonResponse(200, MINUTES)));
    renderReader();
    expect(await screen.findByRole('heading', { level: 1, name: DOCUMENT_LOAD_FAILED_TITLE }, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly minutes' })).toBeInTheDocument();
  });

  it("shows another person's saved change to this document live, and reads nothing for other documents' changes", async () => {
    const restore = FakeEventSource.install();
    try {
      let html = '<p>Ship on Friday</p>';
      const fetchMock = mockFetch((request) =>
        apiPathOf(request) === '/documents/7' ? jsonResponse(200, { ...MINUTES, description: { ...MINUTES.description, html } }) : halError(404, 'NotFound', 'Not found.'),
      );
      renderReader();
      expect(await screen.findByText('Ship on Friday')).toBeInTheDocument();
      const stream = await waitFor(() => FakeEventSource.latest());
      const reads = () => requestsOf(fetchMock).filter((request) => apiPathOf(request) === '/documents/7').length;
      html = '<p>Ship on Monday</p>';
      act(() => void stream.open().emit({ type: 'document.updated', projectId: 5, documentId: 8, actorId: 3, at: '2026-11-26T10:00:00Z' }));
      expect(reads()).toBe(1);
      act(() => void stream.emit({ type: 'document.updated', projectId: 5, documentId: 7, actorId: 3, lockVersion: 2, at: '2026-11-26T10:00:01Z' }));
      expect(await screen.findByText('Ship on Monday')).toBeInTheDocument();
      expect(reads()).toBe(2);
    } finally {
      resetProjectEvents();
      restore();
    }
  });
});
