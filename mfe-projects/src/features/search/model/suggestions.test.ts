import { MAX_SUGGESTIONS, buildSuggestions } from './suggestions';

const projects = Array.from({ length: 12 }, (_, i) => ({ name: `Web project ${i + 1}`, identifier: `web_${i + 1}` }));

describe('buildSuggestions', () => {
  it('offers at most 5 names and 3 identifiers (8 in all)', () => {
    const { names, identifiers } = buildSuggestions(projects, 'web');
    expect(names).toHaveLength(5);
    expect(identifiers).toHaveLength(3);
    expect(names.length + identifiers.length).toBe(MAX_SUGGESTIONS);
  });

  it('puts values starting with the input first, then alphabetical', () => {
    const { names } = buildSuggestions(
      [
        { name: 'Company website', identifier: 'a' },
        { name: 'Website', identifier: 'b' },
        { name: 'Abc web', identifier: 'c' },
      ],
      'WEB',
    );
    expect(names).toEqual(['Website', 'Abc web', 'Company website']);
  });

  it('lists each value once', () => {
    const { names } = buildSuggestions(
      [
        { name: 'Apollo', identifier: 'a1' },
        { name: 'apollo', identifier: 'a2' },
      ],
      'apo',
    );
    expect(names).toEqual(['Apollo']);
  });

  it('offers nothing for an empty input or search syntax', () => {
    expect(buildSuggestions(projects, '  ')).toEqual({ names: [], identifiers: [] });
    expect(buildSuggestions(projects, 'name:web')).toEqual({ names: [], identifiers: [] });
    expect(buildSuggestions(projects, '-web')).toEqual({ names: [], identifiers: [] });
  });
});
