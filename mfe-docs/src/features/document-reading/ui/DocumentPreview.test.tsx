import { render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders, MemoryRouter, type DocumentHal } from '@tessera/shared';
import { halError, jsonResponse, mockFetch } from '@tessera/shared/test/fetch-mock';
import { DOCUMENT_CONNECTING_MESSAGE } from './StoredContent';
import { DocumentPreview } from './DocumentPreview';

const MINUTES: DocumentHal = {
  _type: 'Document', id: 7, title: 'Weekly minutes', lockVersion: 1,
  description: { format: 'custom', raw: 'Decisions', html: '<h2>Decisions</h2><p>Ship on Friday</p>' },
  content: { type: 'doc', content: [] },
  createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-02T10:00:00Z',
  _links: { self: { href: '/api/v3/documents/7', title: 'Weekly minutes' }, author: { href: '/api/v3/users/4', title: 'Priya Raman' } },
};

function renderPreview() {
  render(
    <AppProviders>
      <MemoryRouter>
        <DocumentPreview documentId={7} back={(document) => (document ? <span>{`Back from ${document.title}`}</span> : null)} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('DocumentPreview (the page while the editor loads)', () => {
  it('shows the title, the meta line and the stored rendering, read-only and marked as connecting', async () => {
    mockFetch(() => jsonResponse(200, MINUTES));
    renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly minutes' })).toBeInTheDocument();
    expect(screen.getByText('Back from Weekly minutes')).toBeInTheDocument();
    expect(screen.getByTestId('document-meta')).toHaveTextContent('Created by Priya Raman');
    const stored = screen.getByTestId('document-stored-content');
    expect(stored).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Decisions' })).toBeInTheDocument();
    expect(within(stored).getByRole('status')).toHaveTextContent(DOCUMENT_CONNECTING_MESSAGE);
    // Nothing to type into or rename before the editor has arrived.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says it is loading, and leaves a failed read to the editor (which says what failed)', async () => {
    mockFetch(() => halError(404, 'NotFound', 'The requested resource could not be found.'));
    renderPreview();
    expect(screen.getByText('Loading document...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading document...')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByTestId('document-stored-content')).not.toBeInTheDocument();
  });
});
