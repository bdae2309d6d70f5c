import { buildCreateProjectBody } from '../../../features/create/api/create-project';
import { deriveIdentifier, effectiveIdentifier, normalizeIdentifierInput } from './identifier';

describe('deriveIdentifier', () => {
  it('lowercases the name and turns every other character into an underscore', () => {
    expect(deriveIdentifier('Apollo Moon-Landing 2')).toBe('apollo_moon_landing_2');
    expect(deriveIdentifier('Café & Co.')).toBe('caf____co');
  });

  it('trims underscores at both ends and cuts at 100 characters', () => {
    expect(deriveIdentifier('  --Hello World!!  ')).toBe('hello_world');
    expect(deriveIdentifier('a'.repeat(120))).toHaveLength(100);
    // A cut that ends on a separator does not leave a trailing underscore.
    expect(deriveIdentifier(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(deriveIdentifier('!!! ???')).toBe('');
  });
});

describe('identifier input', () => {
  it('is lowercased as typed', () => {
    expect(normalizeIdentifierInput('MyProject_1')).toBe('myproject_1');
    expect(normalizeIdentifierInput(undefined)).toBe('');
  });

  it('falls back to the derived identifier when left blank', () => {
    expect(effectiveIdentifier('', 'Big Plan')).toBe('big_plan');
    expect(effectiveIdentifier('   ', 'Big Plan')).toBe('big_plan');
    expect(effectiveIdentifier('own_id', 'Big Plan')).toBe('own_id');
  });
});

describe('buildCreateProjectBody', () => {
  it('builds the OpenProject body, with the default description and derived identifier', () => {
    expect(
      buildCreateProjectBody({ name: '  Big Plan ', identifier: '', description: '  ', isPublic: true, isActive: true, templated: false }),
    ).toEqual({
      name: 'Big Plan',
      identifier: 'big_plan',
      description: { raw: 'No description provided', format: 'markdown' },
      public: true,
      active: true,
      templated: false,
      _links: { parent: { href: null } },
    });
  });

  it('links the parent and keeps what was typed', () => {
    expect(
      buildCreateProjectBody({
        name: 'Sub',
        identifier: 'sub_1',
        description: 'Plans',
        isPublic: false,
        isActive: false,
        templated: true,
        parentId: 7,
      }),
    ).toEqual({
      name: 'Sub',
      identifier: 'sub_1',
      description: { raw: 'Plans', format: 'markdown' },
      public: false,
      active: false,
      templated: true,
      _links: { parent: { href: '/api/v3/projects/7' } },
    });
  });
});
