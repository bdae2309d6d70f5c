import { parentOptionsFor } from './parent-options';

const project = (id: number, name: string, parentId: number | null = null, canCreateSubproject = true) => ({ id, name, parentId, canCreateSubproject });

describe('parentOptionsFor', () => {
  const projects = [project(1, 'Space'), project(5, 'Apollo', 1), project(6, 'Lunar', 5), project(8, 'Descent', 6), project(7, 'Gemini', 1)];

  it('leaves out the project and everything below it, sorted by name', () => {
    expect(parentOptionsFor(projects, { id: 5, parentId: 1, parentName: 'Space' }).map((option) => option.label)).toEqual(['Gemini', 'Space']);
  });

  it('offers only projects where the caller may add sub-projects, besides the current parent', () => {
    const mixed = [project(1, 'Space', null, false), project(5, 'Apollo', 1), project(7, 'Gemini', null, true), project(9, 'Vostok', null, false)];
    expect(parentOptionsFor(mixed, { id: 5, parentId: 1, parentName: 'Space' }).map((option) => option.label)).toEqual(['Gemini', 'Space']);
  });

  it('keeps the current parent even when the list does not have it', () => {
    expect(parentOptionsFor([project(5, 'Apollo', 3)], { id: 5, parentId: 3, parentName: 'Hidden programme' })).toEqual([
      { value: 3, label: 'Hidden programme' },
    ]);
  });
});
