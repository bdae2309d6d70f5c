import { act, render, waitFor } from '@testing-library/react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { editorExtensions } from '@tessera/shared/editor';
import { useEffect, useState } from 'react';
import { clearAutocompleteCache } from '../api/autocomplete';
import { fakeSseResponse, halAiError, type FakeStream } from '../test/fake-sse';
import { currentSuggestion, SUGGESTION_HINT_AFTER, SUGGESTION_HINT_BEFORE } from './extension';
import { AiAutocompleteSession } from './session';

const DELAY = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Call {
  body: { text: string; projectId: number; documentId?: number };
  signal: AbortSignal;
  stream: FakeStream;
}
let calls: Call[] = [];
let answer: ((init: RequestInit) => Response) | null = null;

beforeEach(() => {
  calls = [];
  answer = null;
  clearAutocompleteCache();
  globalThis.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    if (answer) return answer(init);
    const stream = fakeSseResponse(init.signal);
    calls.push({ body: JSON.parse(init.body as string), signal: init.signal!, stream });
    return stream.response;
  }) as unknown as typeof fetch;
});

function TestEditor({ session, onEditor }: { session: AiAutocompleteSession; onEditor: (editor: Editor) => void }) {
  const [extensions] = useState(() => [...editorExtensions(), session.extension({ projectId: 5, documentId: 12 })]);
  const instance = useEditor({ extensions, content: { type: 'doc', content: [{ type: 'paragraph' }] } });
  useEffect(() => {
    if (instance) onEditor(instance);
  }, [instance, onEditor]);
  return <EditorContent editor={instance} />;
}

async function setup(options: { active?: boolean } = {}) {
  const announced: string[] = [];
  const session = new AiAutocompleteSession({ delayMs: DELAY, announce: (message) => announced.push(message) });
  session.setActive(options.active ?? true);
  let editor: Editor | null = null;
  const view = render(<TestEditor session={session} onEditor={(instance) => (editor = instance)} />);
  await waitFor(() => expect(editor).not.toBeNull());
  return { editor: editor!, session, announced, view };
}

const type = (editor: Editor, text: string) => act(() => void editor.chain().focus().insertContent(text).run());
const key = (editor: Editor, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  act(() => void editor.view.dom.dispatchEvent(event));
  return event;
};
const widget = () => document.querySelector('[data-testid="ai-suggestion"]');

test('after a pause it asks with the text before the caret, streams tokens into a grey widget, and Tab inserts the suggestion as one undoable step', async () => {
  const { editor, announced } = await setup();
  type(editor, 'The release ');
  type(editor, 'plan is');
  expect(calls).toHaveLength(0);
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].body).toEqual({ text: 'The release plan is', projectId: 5, documentId: 12 });

  await act(async () => {
    calls[0].stream.token(' to ship');
    await sleep(0);
  });
  expect(widget()?.querySelector('.ai-suggestion-text')?.textContent).toBe(' to ship');
  expect(widget()?.textContent).toBe(`${SUGGESTION_HINT_BEFORE} to ship${SUGGESTION_HINT_AFTER}`);
  expect(widget()?.getAttribute('contenteditable')).toBe('false');
  await act(async () => {
    calls[0].stream.token(' on Friday.');
    calls[0].stream.done();
    await sleep(0);
  });
  expect(widget()?.getAttribute('data-suggestion')).toBe(' to ship on Friday.');
  expect(editor.getText()).toBe('The release plan is');
  expect(announced).toEqual(['Suggestion: to ship on Friday. (press Tab to accept, Escape to dismiss)']);

  const tab = key(editor, 'Tab');
  expect(tab.defaultPrevented).toBe(true);
  expect(editor.getText()).toBe('The release plan is to ship on Friday.');
  expect(widget()).toBeNull();
  expect(editor.state.selection.from).toBe(editor.state.doc.content.size - 1);
  act(() => void editor.commands.undo());
  expect(editor.getText()).toBe('The release plan is');
});

test('Escape clears the suggestion; without a suggestion Tab and Escape are left to the editor', async () => {
  const { editor } = await setup();
  type(editor, 'Hello wor');
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(async () => {
    calls[0].stream.token('ld');
    calls[0].stream.done();
    await sleep(0);
  });
  expect(widget()).not.toBeNull();
  expect(key(editor, 'Escape').defaultPrevented).toBe(true);
  expect(widget()).toBeNull();
  expect(currentSuggestion(editor.state)).toBeNull();
  expect(editor.getText()).toBe('Hello wor');
  expect(key(editor, 'Tab').defaultPrevented).toBe(false);
  expect(key(editor, 'Escape').defaultPrevented).toBe(false);
});

test('Tab keeps its list behaviour when no suggestion is shown', async () => {
  const { editor } = await setup({ active: false });
  act(() => void editor.chain().focus().setContent('<ul><li><p>one</p></li><li><p>two</p></li></ul>').focus('end').run());
  key(editor, 'Tab');
  expect(editor.getHTML()).toContain('<li><p>one</p><ul><li><p>two</p></li></ul></li>');
});

test('typing while the suggestion streams aborts the request and removes the suggestion', async () => {
  const { editor } = await setup();
  type(editor, 'Meeting notes');
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(async () => {
    calls[0].stream.token(' for');
    await sleep(0);
  });
  expect(widget()).not.toBeNull();
  type(editor, ' a');
  expect(calls[0].signal.aborted).toBe(true);
  expect(widget()).toBeNull();
  // The late token of the aborted request changes nothing; the next pause asks again with the new text.
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1].body.text).toBe('Meeting notes a');
});

test('moving the caret away discards; nothing is asked with under 3 characters, a selection, or AI inactive', async () => {
  const { editor, session } = await setup();
  type(editor, 'ab');
  await sleep(DELAY * 3);
  expect(calls).toHaveLength(0);
  type(editor, 'cdef');
  act(() => void editor.commands.setTextSelection({ from: 1, to: 4 }));
  await sleep(DELAY * 3);
  expect(calls).toHaveLength(0);
  act(() => void editor.commands.setTextSelection(7));
  await waitFor(() => expect(calls).toHaveLength(1));
  act(() => void editor.commands.setTextSelection(3));
  expect(calls[0].signal.aborted).toBe(true);
  session.setActive(false);
  act(() => void editor.commands.setTextSelection(7));
  await sleep(DELAY * 3);
  expect(calls).toHaveLength(1);
});

test('a server error shows as a status; RATE_LIMIT pauses asking until Retry-After', async () => {
  const { editor, session } = await setup();
  answer = () => halAiError(502, 'API_ERROR', 'Failed to generate completion');
  type(editor, 'Some text');
  await waitFor(() => expect(session.getStatus()).toEqual({ kind: 'error', message: 'AI suggestion unavailable: Failed to generate completion' }));
  expect(widget()).toBeNull();

  let asked = 0;
  answer = () => {
    asked += 1;
    return halAiError(429, 'RATE_LIMIT', 'Too many AI requests: at most 20 a minute. Please try again later.', { 'Retry-After': '30' });
  };
  type(editor, ' more');
  await waitFor(() => expect(session.getStatus().kind).toBe('paused'));
  expect(session.getStatus()).toMatchObject({ message: 'AI suggestions paused: Too many AI requests: at most 20 a minute. Please try again later.' });
  type(editor, ' and more');
  await sleep(DELAY * 3);
  expect(asked).toBe(1);
});

test("a co-editor's change elsewhere keeps the suggestion (moved along); one in the caret's block discards it and aborts", async () => {
  const { editor } = await setup();
  act(() => void editor.chain().focus().setContent('<p>Intro</p><p>Budget is</p>').focus('end').run());
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(async () => {
    calls[0].stream.token(' approved');
    await sleep(0);
  });
  const remote = (from: number, text: string) =>
    act(() => void editor.view.dispatch(editor.state.tr.insertText(text, from).setMeta('y-sync$', { isChangeOrigin: true })));
  remote(1, 'New ');
  expect(currentSuggestion(editor.state)).toEqual({ anchor: editor.state.doc.content.size - 1, text: ' approved' });
  expect(calls[0].signal.aborted).toBe(false);
  remote(editor.state.doc.content.size - 4, 'x');
  expect(currentSuggestion(editor.state)).toBeNull();
  expect(widget()).toBeNull();
  expect(calls[0].signal.aborted).toBe(true);
});
