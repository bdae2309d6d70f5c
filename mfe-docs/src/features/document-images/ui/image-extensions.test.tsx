import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { editorExtensions } from '@tessera/shared/editor';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { setupUser } from '@tessera/shared/test/user';
import { ImageUploadButton, type CompressedImage, type ImageNotice } from '@tessera/shared/editor/react';
import { useEffect, useState } from 'react';
import { imageExtensions } from './image-extensions';

// No canvas in jsdom: compression is the shared model's (tested on its own); here it answers a smaller WebP.
const compress = async (file: File): Promise<CompressedImage> => ({ blob: new Blob([new Uint8Array(50)], { type: 'image/webp' }), fileName: file.name.replace(/\.\w+$/, '.webp'), width: 1200, height: 800 });

const DOCUMENT_ID = 7;
let editor: Editor | null = null;
let notices: ImageNotice[] = [];

function TestEditor({ onEditor }: { onEditor: (editor: Editor) => void }) {
  const [extensions] = useState(() => {
    const images = imageExtensions({ documentId: DOCUMENT_ID, onMessage: (notice) => notices.push(notice), compress });
    const names = new Set(images.map((extension) => extension.name));
    return [...editorExtensions().filter((extension) => !names.has(extension.name)), ...images];
  });
  const instance = useEditor({ extensions, content: { type: 'doc', content: [{ type: 'paragraph' }] } });
  useEffect(() => {
    if (instance) onEditor(instance);
  }, [instance, onEditor]);
  return (
    <>
      <ImageUploadButton editor={instance} />
      <EditorContent editor={instance} />
    </>
  );
}
const renderEditor = () =>
  render(
    <TestEditor
      onEditor={(instance) => {
        editor = instance;
      }}
    />,
  );

let nextId = 40;
function fakeServer(fail = false) {
  return mockFetch((request) => {
    if (request.method === 'POST' && apiPathOf(request) === `/documents/${DOCUMENT_ID}/attachments`) {
      if (fail) return halError(403, 'MissingPermission', 'You are not allowed to add attachments here.');
      nextId += 1;
      return jsonResponse(201, { _type: 'Attachment', id: nextId, fileName: 'x.webp', _links: { self: { href: `/api/v3/attachments/${nextId}` }, downloadLocation: { href: `/api/v3/attachments/${nextId}/content` } } });
    }
    return halError(404, 'NotFound', 'unexpected');
  });
}

const png = (name = 'Screenshot.png', size = 4096) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const images = () => (editor!.getJSON().content ?? []).filter((node) => node.type === 'image');

function paste(files: File[]) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files, types: ['Files'], items: [], getData: () => '' } });
  act(() => {
    editor!.view.dom.dispatchEvent(event);
  });
}

beforeEach(() => {
  notices = [];
  editor = null;
});

test('a pasted image is compressed, uploaded to the document and inserted pointing at its content', async () => {
  const fetchMock = fakeServer();
  renderEditor();
  await waitFor(() => expect(editor).not.toBeNull());
  paste([png()]);
  await waitFor(() => expect(images()).toHaveLength(1));
  expect(images()[0].attrs).toMatchObject({ src: `/api/v3/attachments/${nextId}/content`, alt: 'Screenshot', alignment: 'center' });
  expect(notices).toEqual([
    { kind: 'loading', text: 'Compressing image (4.0 KB)...' },
    { kind: 'success', text: 'Image pasted and compressed' },
  ]);
  const [upload] = requestsOf(fetchMock);
  const form = upload.body as FormData;
  expect((form.get('file') as File).name).toBe('Screenshot.webp');
  expect((form.get('file') as File).size).toBe(50);
});

test('a pasted file that is not an image is refused with its message and nothing is uploaded', async () => {
  const fetchMock = fakeServer();
  renderEditor();
  await waitFor(() => expect(editor).not.toBeNull());
  paste([new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' })]);
  await waitFor(() => expect(notices).toEqual([{ kind: 'error', text: 'File must be an image' }]));
  expect(requestsOf(fetchMock)).toHaveLength(0);
  expect(images()).toHaveLength(0);
});

test('the toolbar button uploads chosen files; a refused upload says why and inserts nothing', async () => {
  fakeServer(true);
  renderEditor();
  await waitFor(() => expect(editor).not.toBeNull());
  const user = setupUser();
  await user.upload(screen.getByLabelText('Image file'), png('photo.png'));
  await waitFor(() => expect(notices.at(-1)).toEqual({ kind: 'error', text: 'Upload failed: You are not allowed to add attachments here.' }));
  expect(images()).toHaveLength(0);

  fakeServer();
  await user.upload(screen.getByLabelText('Image file'), png('photo.png'));
  await waitFor(() => expect(images()).toHaveLength(1));
  expect(notices.at(-1)).toEqual({ kind: 'success', text: 'Image uploaded and compressed' });
});

test('the node view: alignment and width buttons while selected, and the caption, change the image’s attributes', async () => {
  fakeServer();
  renderEditor();
  await waitFor(() => expect(editor).not.toBeNull());
  act(() => {
    editor!.commands.setContent({ type: 'doc', content: [{ type: 'image', attrs: { src: '/api/v3/attachments/3/content', alt: 'Chart' } }, { type: 'paragraph' }] });
    editor!.commands.setNodeSelection(0);
  });
  const toolbar = await screen.findByRole('toolbar', { name: 'Chart options' });
  expect(screen.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Align right' }));
  fireEvent.click(screen.getByRole('button', { name: 'Medium' }));
  expect(images()[0].attrs).toMatchObject({ alignment: 'right', width: 600 });
  expect(toolbar).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'Image caption' }), { target: { value: 'Quarterly numbers' } });
  expect(images()[0].attrs).toMatchObject({ caption: 'Quarterly numbers' });
  expect(editor!.getHTML()).toContain('<figure data-type="image" data-align="right"><img src="/api/v3/attachments/3/content" alt="Chart" width="600"><figcaption>Quarterly numbers</figcaption></figure>');
});
