import { Editor } from '@tiptap/core';
import { editorExtensions } from '@tessera/shared/editor';
import { TaskReferences, taskReferenceHref } from './task-references';

/** Types `text` at the end of the first block, as the browser's text input would (input rules run on it). */
function typeAtEnd(editor: Editor, text: string) {
  const end = editor.state.doc.firstChild!.nodeSize - 1;
  editor.commands.setTextSelection(end);
  const { from, to } = editor.state.selection;
  const handled = editor.view.someProp('handleTextInput', (handler) => handler(editor.view, from, to, text, () => editor.state.tr.insertText(text, from, to)));
  if (!handled) editor.view.dispatch(editor.state.tr.insertText(text, from, to));
}

const linksOf = (editor: Editor) => {
  const links: { text: string; href: string }[] = [];
  editor.state.doc.descendants((node) => {
    const link = node.marks.find((mark) => mark.type.name === 'link');
    if (node.isText && link) links.push({ text: node.text ?? '', href: link.attrs.href });
  });
  return links;
};

const editorWith = (html: string) => new Editor({ extensions: [...editorExtensions(), TaskReferences], content: html });

test("'#12' followed by a space becomes a link to task 12; the space stays outside the link", () => {
  const editor = editorWith('<p>Blocked by #12</p>');
  typeAtEnd(editor, ' ');
  expect(linksOf(editor)).toEqual([{ text: '#12', href: taskReferenceHref(12) }]);
  expect(editor.getText()).toBe('Blocked by #12 ');
  expect(taskReferenceHref(12)).toBe('/work_packages/12');
  editor.destroy();
});

test('punctuation ends a reference too; a # inside a word or in code does not link', () => {
  const punctuation = editorWith('<p>(see #7</p>');
  typeAtEnd(punctuation, ')');
  expect(linksOf(punctuation)).toEqual([{ text: '#7', href: '/work_packages/7' }]);
  expect(punctuation.getText()).toBe('(see #7)');
  punctuation.destroy();

  const word = editorWith('<p>page#7</p>');
  typeAtEnd(word, ' ');
  expect(linksOf(word)).toEqual([]);
  word.destroy();

  const code = editorWith('<pre><code>#7</code></pre>');
  typeAtEnd(code, ' ');
  expect(linksOf(code)).toEqual([]);
  code.destroy();
});
