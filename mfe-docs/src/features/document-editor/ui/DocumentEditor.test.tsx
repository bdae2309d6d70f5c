import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders, MemoryRouter, queryClient, type DocumentHal } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { SAVE_MESSAGES } from '../api/patch-autosave';
import { DOCUMENT_CONNECTING_MESSAGE, DocumentEditor, type DocumentEditorProps } from './DocumentEditor';

const CONTENT = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Agenda items' }] }] };

function documentHal(overrides: Partial<DocumentHal> = {}): DocumentHal {
  return {
    _type: 'Document', id: 7, title: 'Plan', lockVersion: 3, content: CONTENT,
    description: { format: 'custom', raw: 'Agenda items', html: '<p>Agenda items</p>' },
    createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-01T10:00:00Z',
    _links: { self: { href: '/api/v3/documents/7' }, project: { href: '/api/v3/projects/5', title: 'Apollo' }, updateImmediately: { href: '/api/v3/documents/7', method: 'patch' } },
    ...overrides,
  };
}

function renderEditor(props: Partial<DocumentEditorProps> = {}) {
  const tree = (extra: Partial<DocumentEditorProps>) => (
    <AppProviders>
      <MemoryRouter>
        <DocumentEditor documentId={7} {...extra} />
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(tree(props));
  return { rerender: (next: Partial<DocumentEditorProps>) => view.rerender(tree(next)), unmount: () => view.unmount() };
}

const patches = (fetch: jest.Mock) => requestsOf(fetch).filter((request) => request.method === 'PATCH');

/** Selects all of the editor's text, as a user would before formatting it. */
async function selectAllText() {
  const editor = await screen.findByTestId('document-editor');
  act(() => {
    editor.focus();
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
  });
}

describe('DocumentEditor', () => {
  it('while the live content is pending shows the stored rendering read-only, without toolbars; then the editor', async () => {
    mockFetch(() => jsonResponse(200, documentHal()));
    const { rerender } = renderEditor({ contentPending: true });
    const stored = await screen.findByTestId('document-stored-content');
    expect(within(stored).getByRole('status')).toHaveTextContent(DOCUMENT_CONNECTING_MESSAGE);
    expect(within(stored).getByText('Agenda items')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Document formatting' })).not.toBeInTheDocument();
    expect(screen.getByTestId('document-editor')).not.toBeVisible();

    rerender({ contentPending: false });
    expect(await screen.findByRole('toolbar', { name: 'Document formatting' })).toBeInTheDocument();
    expect(screen.queryByTestId('document-stored-content')).not.toBeInTheDocument();
    expect(screen.getByTestId('document-editor')).toBeVisible();
  });

  it('shows the block toolbar to an editor, each button labelled, marks and blocks pressed as they apply', async () => {
    let version = 3;
    const fetch = mockFetch((request) => (request.method === 'PATCH' ? jsonResponse(200, documentHal({ lockVersion: ++version })) : jsonResponse(200, documentHal())));
    renderEditor();
    const toolbar = await screen.findByRole('toolbar', { name: 'Document formatting' });
    for (const name of ['Heading 1', 'Heading 2', 'Heading 3', 'Bullet list', 'Numbered list', 'Task list', 'Code block', 'Insert table', 'Link', 'Undo', 'Redo']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();

    // The cursor in the paragraph: the heading button turns it into a heading.
    act(() => screen.getByTestId('document-editor').focus());
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Heading 2' }));
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Agenda items' })).toBeInTheDocument();

    // The change is saved after the pause, with the lockVersion the page read.
    expect(screen.getByTestId('document-save-status')).toHaveTextContent('Saving…');
    await waitFor(() => expect(patches(fetch)).toHaveLength(1), { timeout: 3000 });
    const body = patches(fetch)[0].body as { lockVersion: number; content: { content: unknown[] } };
    expect(body.lockVersion).toBe(3);
    expect(body.content.content[0]).toEqual({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Agenda items' }] });
    await waitFor(() => expect(screen.getByTestId('document-save-status')).toHaveTextContent('Saved'));
  }, 60_000);

  it('on a conflict says so, and Reload shows the current version while keeping the words of the user to copy', async () => {
    const theirs = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Their agenda' }] }] };
    let reads = 0;
    mockFetch((request) => {
      if (request.method === 'PATCH') return halError(409, 'UpdateConflict', 'The document was changed in the meantime.');
      reads += 1;
      return jsonResponse(200, reads === 1 ? documentHal() : documentHal({ content: theirs, lockVersion: 8 }));
    });
    renderEditor();
    const toolbar = await screen.findByRole('toolbar', { name: 'Document formatting' });
    act(() => screen.getByTestId('document-editor').focus());
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Heading 2' }));
    expect(await screen.findByText(SAVE_MESSAGES.conflict, {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByTestId('document-editor')).toHaveTextContent('Their agenda'));
    expect(screen.getByLabelText('Your version of the text')).toHaveValue('## Agenda items\n');
    await waitFor(() => expect(screen.getByTestId('document-save-status')).toHaveTextContent('Saved'));
  }, 60_000);

  it('inserts a table and offers its row and column operations inside it', async () => {
    mockFetch((request) => jsonResponse(200, documentHal({ lockVersion: request.method === 'PATCH' ? 4 : 3 })));
    renderEditor();
    const toolbar = await screen.findByRole('toolbar', { name: 'Document formatting' });
    expect(within(toolbar).queryByRole('button', { name: 'Add row below' })).not.toBeInTheDocument();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Insert table' }));
    expect(await within(toolbar).findByRole('button', { name: 'Add row below' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Add column right' }));
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(4));
  });

  it('refuses a javascript: link in the link dialog and applies a web address', async () => {
    mockFetch(() => jsonResponse(200, documentHal()));
    renderEditor();
    const toolbar = await screen.findByRole('toolbar', { name: 'Document formatting' });
    await selectAllText();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(/Enter a web address/)).toBeInTheDocument();
    expect(screen.getByTestId('document-editor').querySelector('a')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('document-editor').querySelector('a')).toHaveAttribute('href', 'https://example.com/'));
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renames the document with the lockVersion, and says so when the rename fails', async () => {
    let fail = false;
    const fetch = mockFetch((request) => {
      if (request.method !== 'PATCH') return jsonResponse(200, documentHal());
      if (fail) return halError(422, 'PropertyConstraintViolation', 'Title is too long (maximum is 255 characters).', 'title');
      return jsonResponse(200, documentHal({ title: (request.body as { title: string }).title, lockVersion: 4 }));
    });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename document' }));
    fireEvent.change(screen.getByLabelText('Document title'), { target: { value: 'Launch plan' } });
    fireEvent.keyDown(screen.getByLabelText('Document title'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch plan' })).toBeInTheDocument();
    expect(patches(fetch)[0].body).toEqual({ title: 'Launch plan', lockVersion: 3 });

    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Rename document' }));
    fireEvent.change(screen.getByLabelText('Document title'), { target: { value: 'x'.repeat(20) } });
    fireEvent.keyDown(screen.getByLabelText('Document title'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText(/Failed to update document: Title is too long/)).toBeInTheDocument();
    // The second rename carried the lockVersion the first one answered.
    expect(patches(fetch)[1].body).toMatchObject({ lockVersion: 4 });
  });

  it("marks the document's read stale when it closes: the page to read, opened again, reads what was saved meanwhile", async () => {
    mockFetch(() => jsonResponse(200, documentHal()));
    const { unmount } = renderEditor();
    await screen.findByTestId('document-editor');
    expect(queryClient.getQueryState(['mfe-docs', 'document', 7])?.isInvalidated).toBe(false);
    unmount();
    expect(queryClient.getQueryState(['mfe-docs', 'document', 7])?.isInvalidated).toBe(true);
  });

  it('lists the headings in the outline', async () => {
    mockFetch((request) =>
      apiPathOf(request) === '/documents/7'
        ? jsonResponse(200, documentHal({ content: { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Goals' }] }, { type: 'paragraph' }] } }))
        : halError(404, 'NotFound', 'Not found.'),
    );
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Outline' }));
    const outline = await screen.findByRole('navigation', { name: 'Document outline' });
    expect(within(outline).getByRole('button', { name: 'Goals' })).toBeInTheDocument();
  });
});
