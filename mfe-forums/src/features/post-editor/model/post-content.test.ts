import { normaliseLinkHref } from './post-content';

describe('normaliseLinkHref', () => {
  it.each([
    ['example.com/a', 'https://example.com/a'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:ana@example.com', 'mailto:ana@example.com'],
  ])('accepts %s as %s', (input, expected) => expect(normaliseLinkHref(input)).toBe(expected));

  it.each(['', '   ', 'javascript:alert(1)', 'data:text/html,x', 'ftp://example.com'])('refuses %p', (input) => expect(normaliseLinkHref(input)).toBeNull());
});
