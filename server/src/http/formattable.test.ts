import { formattable } from './formattable.ts';

const html = (raw: string) => formattable(raw).html;

describe('formattable: markdown in, sanitised html out', () => {
  test('markdown features render', () => {
    expect(html('**bold** and _em_ and ~~gone~~ and `code`')).toBe('<p><strong>bold</strong> and <em>em</em> and <s>gone</s> and <code>code</code></p>');
    expect(html('# Title\n\n- one\n- two\n\n1. first')).toBe('<h1>Title</h1>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n</ol>');
    expect(html('first line\nsecond line\n\nnext paragraph')).toBe('<p>first line<br />\nsecond line</p>\n<p>next paragraph</p>');
    expect(html('> quoted')).toBe('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(html('```\nconst a = 1 < 2;\n```')).toBe('<pre><code>const a = 1 &lt; 2;\n</code></pre>');
    expect(html('| a | b |\n|--:|---|\n| 1 | 2 |')).toContain('<th style="text-align:right">a</th>');
    expect(html('![logo](https://example.com/logo.png)')).toBe('<p><img src="https://example.com/logo.png" alt="logo" /></p>');
  });

  test('links open in a new tab without the opener; bare URLs become links', () => {
    expect(html('[docs](https://example.com/docs "The docs")')).toBe(
      '<p><a href="https://example.com/docs" title="The docs" target="_blank" rel="noopener noreferrer nofollow">docs</a></p>',
    );
    expect(html('see https://example.com')).toBe('<p>see <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">https://example.com</a></p>');
    expect(html('<a href="mailto:a@example.com" target="_self" rel="opener">mail</a>')).toBe(
      '<p><a href="mailto:a@example.com" target="_blank" rel="noopener noreferrer nofollow">mail</a></p>',
    );
  });

  test('scripts, event handlers, javascript: URLs, frames and styles are removed', () => {
    expect(html('<script>window.__xss = 1</script>after')).toBe('after');
    expect(html('**bold** <img src=x onerror="window.__xss = 2">')).toBe('<p><strong>bold</strong> <img src="x" /></p>');
    expect(html('<svg onload="window.__xss = 3"><circle r="1"/></svg>')).toBe('<p></p>');
    expect(html('<iframe src="https://evil.example"></iframe><object data="x"></object>')).not.toMatch(/iframe|object|evil/);
    expect(html('<p style="background:url(javascript:alert(1))" class="x" id="y">styled</p>')).toBe('<p>styled</p>');
    expect(html('<a href="javascript:window.__xss=4">raw link</a>')).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow">raw link</a></p>');
    expect(html('<a href="jav&#x09;ascript:alert(1)">tab</a> <a href="JaVaScRiPt:alert(1)">case</a>')).not.toMatch(/javascript/i);
    expect(html('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">')).toBe('<img alt="d" />');
    // markdown-it refuses the scheme itself: the text stays as typed.
    expect(html('[click](javascript:window.__xss=5)')).toBe('<p>[click](javascript:window.__xss=5)</p>');
    expect(html('![x](javascript:alert(1))')).toBe('<p>![x](javascript:alert(1))</p>');
    expect(html('<a href="//evil.example/x">protocol relative</a>')).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow">protocol relative</a></p>');
  });

  test('quotes, entities and template syntax stay text', () => {
    expect(html('"><img src=x onerror=alert(1)>')).toBe('<p>"&gt;<img src="x" /></p>');
    expect(html('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html('{{constructor.constructor("alert(1)")()}} ${alert(1)}')).toBe('<p>{{constructor.constructor("alert(1)")()}} ${alert(1)}</p>');
  });

  test('empty text has empty html; format and raw are kept', () => {
    expect(formattable('')).toEqual({ format: 'markdown', raw: '', html: '' });
    expect(formattable('  \n ')).toEqual({ format: 'markdown', raw: '  \n ', html: '' });
    expect(formattable('**x**')).toEqual({ format: 'markdown', raw: '**x**', html: '<p><strong>x</strong></p>' });
  });

  test('plain text is escaped, never interpreted', () => {
    expect(formattable('**not bold** <b>tag</b>\nnext\n\nsecond', 'plain')).toEqual({
      format: 'plain',
      raw: '**not bold** <b>tag</b>\nnext\n\nsecond',
      html: '<p>**not bold** &lt;b&gt;tag&lt;/b&gt;<br>next</p><p>second</p>',
    });
  });

  test('a long text renders the same as a short one (it is not cached)', () => {
    const long = `${'word '.repeat(3_000)}**end**`;
    expect(formattable(long).html.endsWith('<strong>end</strong></p>')).toBe(true);
    expect(formattable(long).html).toBe(formattable(long).html);
  });
});
