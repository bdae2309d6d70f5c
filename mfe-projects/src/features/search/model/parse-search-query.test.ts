import { parseSearchQuery } from './parse-search-query';

describe('parseSearchQuery', () => {
  it('splits plain words into lowercased terms that search every field', () => {
    expect(parseSearchQuery('  Apollo   Mission ')).toEqual([
      { value: 'apollo', field: null, exact: false, negated: false },
      { value: 'mission', field: null, exact: false, negated: false },
    ]);
  });

  it('keeps a quoted phrase together as one exact term', () => {
    expect(parseSearchQuery('"Space Station" alpha')).toEqual([
      { value: 'space station', field: null, exact: true, negated: false },
      { value: 'alpha', field: null, exact: false, negated: false },
    ]);
  });

  it('treats an unclosed quote as a phrase still being typed', () => {
    expect(parseSearchQuery('"space sta')).toEqual([{ value: 'space sta', field: null, exact: true, negated: false }]);
  });

  it.each([
    ['name:apollo', 'name'],
    ['title:apollo', 'name'],
    ['desc:apollo', 'description'],
    ['description:apollo', 'description'],
    ['id:apollo', 'id'],
    ['identifier:apollo', 'identifier'],
    ['parent:apollo', 'parent'],
    ['NAME:Apollo', 'name'],
  ])('reads the field prefix of %s', (input, field) => {
    expect(parseSearchQuery(input)).toEqual([{ value: 'apollo', field, exact: false, negated: false }]);
  });

  it('reads a quoted phrase after a field', () => {
    expect(parseSearchQuery('parent:"Space Programme"')).toEqual([
      { value: 'space programme', field: 'parent', exact: true, negated: false },
    ]);
  });

  it('marks terms, fields and phrases prefixed with - as exclusions', () => {
    expect(parseSearchQuery('-legacy -identifier:old -"do not use"')).toEqual([
      { value: 'legacy', field: null, exact: false, negated: true },
      { value: 'old', field: 'identifier', exact: false, negated: true },
      { value: 'do not use', field: null, exact: true, negated: true },
    ]);
  });

  it('searches an unknown prefix as plain text', () => {
    expect(parseSearchQuery('owner:ada')).toEqual([{ value: 'owner:ada', field: null, exact: false, negated: false }]);
  });

  it('ignores empty pieces: a lone dash, an empty field, empty quotes', () => {
    expect(parseSearchQuery('- name: "" ')).toEqual([]);
    expect(parseSearchQuery('')).toEqual([]);
  });
});
