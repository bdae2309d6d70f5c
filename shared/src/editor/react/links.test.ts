import { isSafeLinkHref, normaliseLinkHref } from './links';

describe('normaliseLinkHref', () => {
  it('keeps web and mail addresses, completing bare hosts and bare mail addresses', () => {
    expect(normaliseLinkHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(normaliseLinkHref(' HTTP://Example.com ')).toBe('http://example.com/');
    expect(normaliseLinkHref('example.com/docs')).toBe('https://example.com/docs');
    expect(normaliseLinkHref('mailto:team@example.com')).toBe('mailto:team@example.com');
    expect(normaliseLinkHref('team@example.com')).toBe('mailto:team@example.com');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '//evil.example', 'file:///etc/passwd', '', 'not a link', 'https://', 'mailto:'])(
    'refuses %p',
    (input) => expect(normaliseLinkHref(input)).toBeNull(),
  );

  it('tells which stored hrefs are safe to follow', () => {
    expect(isSafeLinkHref('https://example.com')).toBe(true);
    expect(isSafeLinkHref('mailto:a@b.co')).toBe(true);
    expect(isSafeLinkHref('javascript:alert(1)')).toBe(false);
    expect(isSafeLinkHref(undefined)).toBe(false);
  });
});
