import { clampPage, countProjects, parentOptionsOf, projectsInTab } from './project-tabs';

describe('project tabs and counters', () => {
  const projects = [
    { id: 1, status: 'active' as const, parentId: null, parentName: null },
    { id: 2, status: 'archived' as const, parentId: 1, parentName: 'Zeta' },
    { id: 3, status: 'active' as const, parentId: 5, parentName: 'Alpha' },
    { id: 4, status: 'active' as const, parentId: 1, parentName: 'Zeta' },
  ];

  it('counts total, active and archived projects', () => {
    expect(countProjects(projects)).toEqual({ total: 4, active: 3, archived: 1 });
  });

  it('splits projects by tab', () => {
    expect(projectsInTab(projects, 'active').map((p) => p.id)).toEqual([1, 3, 4]);
    expect(projectsInTab(projects, 'archived').map((p) => p.id)).toEqual([2]);
  });

  it('lists each parent once, by name', () => {
    expect(parentOptionsOf(projects)).toEqual([
      { id: 5, name: 'Alpha' },
      { id: 1, name: 'Zeta' },
    ]);
  });

  it('keeps the page within the pages that exist', () => {
    expect(clampPage(3, 50, 24)).toBe(3);
    expect(clampPage(3, 30, 24)).toBe(2);
    expect(clampPage(2, 0, 24)).toBe(1);
    expect(clampPage(0, 10, 24)).toBe(1);
  });
});
