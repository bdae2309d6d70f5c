import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { editorExtensions } from '@tessera/shared/editor';
import { apiPathOf, jsonResponse, mockFetch } from '@tessera/shared/test/fetch-mock';
import { useEffect, useState } from 'react';
import { mentionExtension } from './mention-extension';

const collection = (elements: unknown[]) => ({ _type: 'Collection', total: elements.length, count: elements.length, _embedded: { elements } });
const hal = (id: number, name: string) => ({ _type: 'User', id, name, roleType: 'member', _links: { self: { href: `/api/v3/users/${id}` } } });

let editor: Editor | null = null;
function TestEditor({ onEditor }: { onEditor: (editor: Editor) => void }) {
  const [extensions] = useState(() => {
    const mention = mentionExtension({ projectId: 4 });
    return [...editorExtensions().filter((extension) => extension.name !== mention.name), mention];
  });
  const instance = useEditor({ extensions, content: { type: 'doc', content: [{ type: 'paragraph' }] } });
  useEffect(() => {
    if (instance) onEditor(instance);
  }, [instance, onEditor]);
  return <EditorContent editor={instance} />;
}

test("typing '@' in the editor opens the picker; Enter inserts the mention node (id and label); Escape closes", async () => {
  mockFetch((request) => jsonResponse(200, collection(apiPathOf(request) === '/principals' ? [hal(3, 'Tomas Herrera')] : [hal(3, 'Tomas Herrera'), hal(9, 'Noah Fischer')])));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestEditor
        onEditor={(instance) => {
          editor = instance;
        }}
      />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(editor).not.toBeNull());
  act(() => {
    editor!.chain().focus().insertContent('Ask @').run();
  });
  const listbox = await screen.findByRole('listbox', { name: 'Mention a user' });
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
  const dom = editor!.view.dom;
  expect(dom.getAttribute('aria-controls')).toBe(listbox.id);
  expect(dom.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);

  act(() => {
    editor!.commands.insertContent('tom');
  });
  await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.firstElementChild?.textContent)).toEqual(['Tomas Herrera']));
  act(() => {
    dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  expect(editor!.getJSON().content?.[0].content).toEqual([
    { type: 'text', text: 'Ask ' },
    { type: 'mention', attrs: { id: '3', label: 'Tomas Herrera', mentionSuggestionChar: '@' } },
    { type: 'text', text: ' ' },
  ]);
  expect(dom.hasAttribute('aria-activedescendant')).toBe(false);

  act(() => {
    editor!.commands.insertContent('@');
  });
  await screen.findByRole('listbox');
  act(() => {
    dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
});
