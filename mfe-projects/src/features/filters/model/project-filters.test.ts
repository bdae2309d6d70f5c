import {
  INITIAL_PROJECT_FILTERS,
  applyProjectFilters,
  countActiveFilters,
  effectiveMyProjects,
  projectFiltersReducer,
  sortProjects,
  updatedWithinStart,
  type FilterableProject,
  type ProjectFilters,
  type ProjectFiltersAction,
} from './project-filters';

const NOW = new Date('2026-06-15T12:00:00Z');

const project = (overrides: Partial<FilterableProject> & { id: number }): FilterableProject => ({
  name: `Project ${overrides.id}`,
  identifier: `p${overrides.id}`,
  status: 'active',
  isPublic: true,
  templated: false,
  parentId: null,
  createdAt: '2026-01-10T10:00:00Z',
  updatedAt: '2026-06-14T10:00:00Z',
  ...overrides,
});

const reduce = (...actions: ProjectFiltersAction[]): ProjectFilters =>
  actions.reduce(projectFiltersReducer, INITIAL_PROJECT_FILTERS);
const ids = (projects: FilterableProject[]) => projects.map((p) => p.id);

describe('projectFiltersReducer', () => {
  it('starts sorted by updatedAt descending with nothing filtered', () => {
    expect(INITIAL_PROJECT_FILTERS.sortField).toBe('updatedAt');
    expect(INITIAL_PROJECT_FILTERS.sortOrder).toBe('desc');
    expect(countActiveFilters(INITIAL_PROJECT_FILTERS, false)).toBe(0);
    expect(countActiveFilters(INITIAL_PROJECT_FILTERS, true)).toBe(0);
  });

  it('sets each filter', () => {
    const state = reduce(
      { type: 'setStatuses', statuses: ['archived', 'archived'] },
      { type: 'setParent', parent: { kind: 'project', projectId: 4 } },
      { type: 'setVisibility', visibility: 'private' },
      { type: 'setTemplate', template: 'templates' },
      { type: 'setMyProjects', myProjects: false },
      { type: 'setCreated', range: { from: '2026-01-01', to: null } },
      { type: 'setSort', field: 'name', order: 'asc' },
    );
    expect(state).toMatchObject({
      statuses: ['archived'],
      parent: { kind: 'project', projectId: 4 },
      visibility: 'private',
      template: 'templates',
      myProjects: false,
      created: { from: '2026-01-01', to: null },
      sortField: 'name',
      sortOrder: 'asc',
    });
  });

  it('lets a quick filter and an updated range replace each other', () => {
    const quick = reduce({ type: 'setUpdated', range: { from: '2026-01-01', to: '2026-02-01' } }, { type: 'setUpdatedWithin', updatedWithin: 'week' });
    expect(quick.updated).toEqual({ from: null, to: null });
    expect(quick.updatedWithin).toBe('week');
    const range = projectFiltersReducer(quick, { type: 'setUpdated', range: { from: '2026-03-01', to: null } });
    expect(range.updatedWithin).toBeNull();
    expect(range.updated.from).toBe('2026-03-01');
  });

  it('clears every filter but keeps the sort', () => {
    const state = reduce(
      { type: 'setStatuses', statuses: ['active'] },
      { type: 'setMyProjects', myProjects: true },
      { type: 'setUpdatedWithin', updatedWithin: 'month' },
      { type: 'setSort', field: 'identifier', order: 'asc' },
      { type: 'clear' },
    );
    expect(state).toEqual({ ...INITIAL_PROJECT_FILTERS, sortField: 'identifier', sortOrder: 'asc' });
  });
});

describe('my projects default', () => {
  it('is on for non-admins and off for admins until the user chooses', () => {
    expect(effectiveMyProjects(INITIAL_PROJECT_FILTERS, false)).toBe(true);
    expect(effectiveMyProjects(INITIAL_PROJECT_FILTERS, true)).toBe(false);
    const off = reduce({ type: 'setMyProjects', myProjects: false });
    expect(effectiveMyProjects(off, false)).toBe(false);
  });
});

describe('countActiveFilters', () => {
  it('counts each filter that differs from its default', () => {
    const state = reduce(
      { type: 'setStatuses', statuses: ['active'] },
      { type: 'setParent', parent: { kind: 'none' } },
      { type: 'setVisibility', visibility: 'public' },
      { type: 'setTemplate', template: 'non-templates' },
      { type: 'setCreated', range: { from: null, to: '2026-05-01' } },
      { type: 'setUpdated', range: { from: '2026-01-01', to: null } },
    );
    expect(countActiveFilters(state, true)).toBe(6);
    expect(countActiveFilters(projectFiltersReducer(state, { type: 'setUpdatedWithin', updatedWithin: 'quarter' }), true)).toBe(6);
  });

  it("counts 'my projects' only when it differs from the role default", () => {
    const on = reduce({ type: 'setMyProjects', myProjects: true });
    expect(countActiveFilters(on, false)).toBe(0);
    expect(countActiveFilters(on, true)).toBe(1);
    const off = reduce({ type: 'setMyProjects', myProjects: false });
    expect(countActiveFilters(off, false)).toBe(1);
    expect(countActiveFilters(off, true)).toBe(0);
  });

  it('does not count the sort', () => {
    expect(countActiveFilters(reduce({ type: 'setSort', field: 'name', order: 'asc' }), false)).toBe(0);
  });
});

describe('applyProjectFilters', () => {
  const projects = [
    project({ id: 1 }),
    project({ id: 2, status: 'archived', isPublic: false }),
    project({ id: 3, parentId: 1, templated: true }),
    project({ id: 4, parentId: 2, createdAt: '2025-12-31T10:00:00Z', updatedAt: '2026-05-20T10:00:00Z' }),
    project({ id: 5, updatedAt: '2026-03-20T10:00:00Z' }),
    project({ id: 6, updatedAt: '2026-01-01T10:00:00Z' }),
  ];
  const apply = (...actions: ProjectFiltersAction[]) => ids(applyProjectFilters(projects, reduce(...actions), NOW));

  it('filters by status', () => {
    expect(apply({ type: 'setStatuses', statuses: ['archived'] })).toEqual([2]);
    expect(apply({ type: 'setStatuses', statuses: ['active', 'archived'] })).toHaveLength(6);
  });

  it('filters by parent or no parent', () => {
    expect(apply({ type: 'setParent', parent: { kind: 'project', projectId: 1 } })).toEqual([3]);
    expect(apply({ type: 'setParent', parent: { kind: 'none' } })).toEqual([1, 2, 5, 6]);
  });

  it('filters by visibility and template', () => {
    expect(apply({ type: 'setVisibility', visibility: 'private' })).toEqual([2]);
    expect(apply({ type: 'setVisibility', visibility: 'public' })).toEqual([1, 3, 4, 5, 6]);
    expect(apply({ type: 'setTemplate', template: 'templates' })).toEqual([3]);
    expect(apply({ type: 'setTemplate', template: 'non-templates' })).toEqual([1, 2, 4, 5, 6]);
  });

  it('filters by inclusive created and updated date ranges', () => {
    expect(apply({ type: 'setCreated', range: { from: null, to: '2025-12-31' } })).toEqual([4]);
    expect(apply({ type: 'setCreated', range: { from: '2026-01-01', to: null } })).toEqual([1, 2, 3, 5, 6]);
    expect(apply({ type: 'setUpdated', range: { from: '2026-03-20', to: '2026-05-20' } })).toEqual([4, 5]);
  });

  it('applies the week, month and quarter quick filters to the updated date', () => {
    expect(apply({ type: 'setUpdatedWithin', updatedWithin: 'week' })).toEqual([1, 2, 3]);
    expect(apply({ type: 'setUpdatedWithin', updatedWithin: 'month' })).toEqual([1, 2, 3, 4]);
    expect(apply({ type: 'setUpdatedWithin', updatedWithin: 'quarter' })).toEqual([1, 2, 3, 4, 5]);
  });

  it('computes the quick filter spans as 7 days, 1 month and 3 months', () => {
    expect(updatedWithinStart('week', NOW).toISOString()).toBe('2026-06-08T12:00:00.000Z');
    expect(updatedWithinStart('month', NOW).toISOString()).toBe('2026-05-15T12:00:00.000Z');
    expect(updatedWithinStart('quarter', NOW).toISOString()).toBe('2026-03-15T12:00:00.000Z');
  });

  it('combines filters (all must pass)', () => {
    expect(apply({ type: 'setParent', parent: { kind: 'none' } }, { type: 'setVisibility', visibility: 'public' }, { type: 'setUpdatedWithin', updatedWithin: 'quarter' })).toEqual([1, 5]);
  });
});

describe('sortProjects', () => {
  const projects = [
    project({ id: 1, name: 'beta', identifier: 'zeta', createdAt: '2026-01-02T00:00:00Z', updatedAt: '2026-02-01T00:00:00Z' }),
    project({ id: 2, name: 'Alpha', identifier: 'eta', createdAt: '2026-01-03T00:00:00Z', updatedAt: '2026-03-01T00:00:00Z' }),
    project({ id: 3, name: 'gamma', identifier: 'alpha', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }),
  ];

  it('sorts by each field in both orders', () => {
    expect(ids(sortProjects(projects, 'updatedAt', 'desc'))).toEqual([2, 1, 3]);
    expect(ids(sortProjects(projects, 'updatedAt', 'asc'))).toEqual([3, 1, 2]);
    expect(ids(sortProjects(projects, 'createdAt', 'desc'))).toEqual([2, 1, 3]);
    expect(ids(sortProjects(projects, 'name', 'asc'))).toEqual([2, 1, 3]);
    expect(ids(sortProjects(projects, 'identifier', 'asc'))).toEqual([3, 2, 1]);
    expect(ids(sortProjects(projects, 'identifier', 'desc'))).toEqual([1, 2, 3]);
  });

  it('does not change the input', () => {
    sortProjects(projects, 'name', 'asc');
    expect(ids(projects)).toEqual([1, 2, 3]);
  });
});
