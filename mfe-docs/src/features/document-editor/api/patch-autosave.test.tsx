import { act, renderHook, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import type { DocumentHal } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { fetchDocument, mapDocument } from '../../document-reading';
import { DocumentWriter } from '../model/document-writer';
import { documentEditorExtensions } from '../model/extensions';
import { patchDocument } from './document';
import { usePatchAutosave } from './patch-autosave';

const DELAY = 20;

const paragraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

function documentHal(lockVersion: number, content: unknown = paragraph('Hello')): DocumentHal {
  return {
    _type: 'Document', id: 7, title: 'Plan', lockVersion, content: content as DocumentHal['content'],
    description: { format: 'custom', raw: '', html: '' }, createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-01T10:00:00Z',
    _links: { self: { href: '/api/v3/documents/7' }, updateImmediately: { href: '/api/v3/documents/7', method: 'patch' } },
  };
}

function setup(lockVersion = 3) {
  const editor = new Editor({ extensions: documentEditorExtensions(), content: paragraph('Hello') });
  const writer = new DocumentWriter((changes, version) => patchDocument(7, changes, version), lockVersion);
  const hook = renderHook(() => usePatchAutosave({ editor, writer, enabled: true, load: () => fetchDocument(7), delayMs: DELAY }));
  return { editor, writer, hook };
}

const type = (editor: Editor, text: string) => act(() => void editor.chain().setTextSelection(editor.state.doc.content.size - 1).insertContent(text).run());
const patches = (fetch: jest.Mock) => requestsOf(fetch).filter((request) => request.method === 'PATCH');

describe('usePatchAutosave (the PATCH save path)', () => {
  it('saves after the typing pause, once, with the lockVersion, and then the next save carries the new lockVersion', async () => {
    let version = 3;
    const fetch = mockFetch((request) => jsonResponse(200, documentHal(++version, request.body && (request.body as { content: unknown }).content)));
    const { editor, hook } = setup();
    type(editor, ' world');
    type(editor, '!');
    expect(hook.result.current.state.status).toBe('saving');
    await waitFor(() => expect(hook.result.current.state.status).toBe('saved'));
    expect(patches(fetch)).toHaveLength(1);
    expect(patches(fetch)[0].body).toEqual({ content: editor.getJSON(), lockVersion: 3 });
    expect(JSON.stringify(patches(fetch)[0].body)).toContain('Hello world!');

    type(editor, ' again');
    await waitFor(() => expect(patches(fetch)).toHaveLength(2));
    expect(patches(fetch)[1].body).toMatchObject({ lockVersion: 4 });
    await waitFor(() => expect(hook.result.current.state.status).toBe('saved'));
    editor.destroy();
  });

  it('saves edits made while a save is on its way right after it, never two at once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let version = 3;
    let inFlight = 0;
    let maxInFlight = 0;
    const fetch = mockFetch(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      if (version === 3) await gate;
      inFlight -= 1;
      return jsonResponse(200, documentHal(++version));
    });
    const { editor, hook } = setup();
    type(editor, ' one');
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    type(editor, ' two');
    await new Promise((resolve) => setTimeout(resolve, DELAY * 3));
    expect(patches(fetch)).toHaveLength(1);
    release();
    await waitFor(() => expect(patches(fetch)).toHaveLength(2));
    expect(JSON.stringify(patches(fetch)[1].body)).toContain('Hello one two');
    expect(patches(fetch)[1].body).toMatchObject({ lockVersion: 4 });
    await waitFor(() => expect(hook.result.current.state.status).toBe('saved'));
    expect(maxInFlight).toBe(1);
    editor.destroy();
  });

  it("says why a save failed (the server's 422 message) and Retry saves the same words again", async () => {
    let fail = true;
    const fetch = mockFetch(() =>
      fail ? halError(422, 'PropertyConstraintViolation', 'The content is not a valid document: unknown node type "x".', 'content') : jsonResponse(200, documentHal(4)),
    );
    const { editor, hook } = setup();
    type(editor, ' there');
    await waitFor(() => expect(hook.result.current.state).toEqual({ status: 'failed', reason: 'The content is not a valid document: unknown node type "x".' }));
    fail = false;
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.state.status).toBe('saved'));
    expect(patches(fetch)).toHaveLength(2);
    expect(patches(fetch)[1].body).toEqual(patches(fetch)[0].body);
    editor.destroy();
  });

  it('on a 409 stops saving, and Reload loads the current document while keeping the words of the user', async () => {
    const theirs = paragraph('Their newer text');
    const fetch = mockFetch((request) => {
      if (request.method === 'PATCH') return halError(409, 'UpdateConflict', 'The document was changed in the meantime.');
      return apiPathOf(request) === '/documents/7' ? jsonResponse(200, documentHal(9, theirs)) : halError(404, 'NotFound', 'Not found.');
    });
    const { editor, writer, hook } = setup();
    type(editor, ' my precious words');
    await waitFor(() => expect(hook.result.current.state.status).toBe('conflict'));
    // No more saves while in conflict: typing does not overwrite the other version.
    type(editor, ' more');
    await new Promise((resolve) => setTimeout(resolve, DELAY * 3));
    expect(patches(fetch)).toHaveLength(1);

    await act(() => hook.result.current.reload());
    expect(editor.getText()).toBe('Their newer text');
    expect(hook.result.current.keptText).toContain('Hello my precious words more');
    expect(hook.result.current.state.status).toBe('saved');
    expect(writer.lockVersion).toBe(9);
    expect(mapDocument(documentHal(9, theirs)).content).toEqual(theirs);
    editor.destroy();
  });
});
