import { editorSchema } from '@tessera/shared/editor';
import { documentToMarkdown, formattableMarkdown, type DocumentNode } from './markdown';

const text = (value: string, ...marks: DocumentNode['marks'] & object) => ({ type: 'text', text: value, ...(marks.length ? { marks } : {}) });
const p = (...content: DocumentNode[]) => ({ type: 'paragraph', content });
const doc = (...content: DocumentNode[]): DocumentNode => ({ type: 'doc', content });
const md = (...content: DocumentNode[]) => documentToMarkdown(doc(...content));
const bold = { type: 'bold' };
const italic = { type: 'italic' };

describe('documentToMarkdown', () => {
  it('writes headings of every level, paragraphs, rules and quotes', () => {
    expect(
      md(
        { type: 'heading', attrs: { level: 1 }, content: [text('Plan')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('Scope')] },
        p(text('First line')),
        { type: 'horizontalRule' },
        { type: 'blockquote', content: [p(text('Quoted')), p(text('Twice'))] },
      ),
    ).toBe('# Plan\n\n### Scope\n\nFirst line\n\n---\n\n> Quoted\n>\n> Twice\n');
  });

  it('puts the title first as a level-one heading when given', () => {
    expect(documentToMarkdown(doc(p(text('Body'))), 'Kick-off')).toBe('# Kick-off\n\nBody\n');
  });

  it('writes every mark, keeps a shared mark open across neighbours and puts edge spaces outside marks', () => {
    expect(md(p(text('a '), text('bold ', bold), text('both', bold, italic), text(' plain')))).toBe('a **bold _both_** plain\n');
    expect(md(p(text('struck', { type: 'strike' }), text(' '), text('under', { type: 'underline' }), text(' '), text('x = `y`', { type: 'code' })))).toBe(
      '~~struck~~ <u>under</u> `` x = `y` ``\n',
    );
    expect(md(p(text('commented', { type: 'comment', attrs: { threadId: 't1' } })))).toBe('commented\n');
  });

  it('writes links with their address and title, and escapes what would read as Markdown', () => {
    expect(md(p(text('site', { type: 'link', attrs: { href: 'https://example.com/a b', title: 'Home' } })))).toBe('[site](<https://example.com/a b> "Home")\n');
    expect(md(p(text('mail', { type: 'link', attrs: { href: 'mailto:a@b.co' } }), text(' *not bold* [x]')))).toBe('[mail](mailto:a@b.co) \\*not bold\\* \\[x\\]\n');
    expect(md(p(text('# not a heading')), p(text('- not a list')), p(text('1. not numbered')))).toBe('\\# not a heading\n\n\\- not a list\n\n1\\. not numbered\n');
  });

  it('writes bullet, numbered (from their start) and task lists, nested by indentation', () => {
    const item = (...content: DocumentNode[]) => ({ type: 'listItem', content });
    expect(
      md(
        { type: 'bulletList', content: [item(p(text('one')), { type: 'bulletList', content: [item(p(text('inner')))] }), item(p(text('two')))] },
        { type: 'orderedList', attrs: { start: 3 }, content: [item(p(text('three'))), item(p(text('four')))] },
        {
          type: 'taskList',
          content: [
            { type: 'taskItem', attrs: { checked: true }, content: [p(text('done'))] },
            { type: 'taskItem', attrs: { checked: false }, content: [p(text('todo'))] },
          ],
        },
      ),
    ).toBe('- one\n  - inner\n- two\n\n3. three\n4. four\n\n- [x] done\n- [ ] todo\n');
  });

  it('fences code blocks with their language, longer than any backtick run inside', () => {
    expect(md({ type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const a = 1;\n```')] })).toBe('````ts\nconst a = 1;\n```\n````\n');
  });

  it('writes tables with the first row as header, escaped pipes, and spans padded', () => {
    const cell = (type: string, value: string, attrs: Record<string, unknown> = {}) => ({ type, attrs, content: [p(text(value))] });
    expect(
      md({
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'Owner'), cell('tableHeader', 'Task')] },
          { type: 'tableRow', content: [cell('tableCell', 'Ada | Lin'), cell('tableCell', 'Ship')] },
          { type: 'tableRow', content: [cell('tableCell', 'Both', { colspan: 2 })] },
        ],
      }),
    ).toBe('| Owner | Task |\n| --- | --- |\n| Ada \\| Lin | Ship |\n| Both |  |\n');
  });

  it('writes images, mentions and hard breaks', () => {
    expect(
      md(
        p(text('Hi '), { type: 'mention', attrs: { id: '4', label: 'Priya' } }, { type: 'hardBreak' }, text('next')),
        { type: 'image', attrs: { src: 'https://example.com/a.png', alt: 'Chart', title: null } },
      ),
    ).toBe('Hi @Priya\\\nnext\n\n![Chart](https://example.com/a.png)\n');
  });

  it("has a form for every node and mark of the editor's schema", () => {
    // Adding a node or mark to the schema must come with its Markdown: this list fails the test until it does.
    expect(Object.keys(editorSchema.nodes).sort()).toEqual(
      ['blockquote', 'bulletList', 'codeBlock', 'doc', 'hardBreak', 'heading', 'horizontalRule', 'image', 'listItem', 'mention', 'orderedList', 'paragraph', 'table', 'tableCell', 'tableHeader', 'tableRow', 'taskItem', 'taskList', 'text'].sort(),
    );
    expect(Object.keys(editorSchema.marks).sort()).toEqual(['bold', 'code', 'comment', 'italic', 'link', 'strike', 'underline']);
  });
});

describe('formattableMarkdown (task descriptions and comments)', () => {
  it("writes mentions as OpenProject's tag, escaped, and an empty document as an empty text", () => {
    const doc: DocumentNode = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ask ' }, { type: 'mention', attrs: { id: '3', label: 'Ann "A" <Lee>' } }] }],
    };
    expect(formattableMarkdown(doc)).toBe(
      'Ask <mention class="mention" data-id="3" data-type="user" data-text="@Ann &quot;A&quot; &lt;Lee&gt;">@Ann &quot;A&quot; &lt;Lee&gt;</mention>',
    );
    // The document export keeps writing mentions as text.
    expect(documentToMarkdown(doc)).toBe('Ask @Ann "A" \\<Lee\\>\n');
    expect(formattableMarkdown({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe('');
  });
});
