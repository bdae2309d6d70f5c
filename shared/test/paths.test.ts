import { PROJECT_VIEW_KEYS, isProjectViewKey, paths, safeRedirectPath } from '../src/routing';

describe('paths', () => {
  it('builds the suite\'s paths', () => {
    expect(paths.projects()).toBe('/projects');
    expect(paths.project(5)).toBe('/projects/5');
    expect(paths.projectView(5, 'documents')).toBe('/projects/5?view=documents');
    expect(paths.projectView(5, 'forums')).toBe('/projects/5/forums');
    expect(paths.doc(9)).toBe('/docs/9');
    expect(paths.doc(9, { projectId: 5, projectName: 'Apollo & Co' })).toBe('/docs/9?from=project&projectId=5&projectName=Apollo+%26+Co');
    expect(paths.login()).toBe('/login');
    expect(paths.login('/projects/5?view=list')).toBe('/login?redirect=%2Fprojects%2F5%3Fview%3Dlist');
    expect(paths.account()).toBe('/account');
    expect(paths.costs(5)).toBe('/costs?project=5');
  });

  it('knows the project views', () => {
    expect(PROJECT_VIEW_KEYS).toEqual(['kanban', 'list', 'calendar', 'scrum', 'milestones', 'finance', 'github', 'documents', 'forums']);
    expect(isProjectViewKey('scrum')).toBe(true);
    expect(isProjectViewKey('tasks')).toBe(false);
    expect(isProjectViewKey(null)).toBe(false);
  });

  it('only redirects within the site', () => {
    expect(safeRedirectPath('/account')).toBe('/account');
    expect(safeRedirectPath('/projects/5?view=list')).toBe('/projects/5?view=list');
    expect(safeRedirectPath('//evil.example.com')).toBe('/projects');
    expect(safeRedirectPath('/\\evil.example.com')).toBe('/projects');
    expect(safeRedirectPath('https://evil.example.com')).toBe('/projects');
    expect(safeRedirectPath('/login?redirect=/x')).toBe('/projects');
    expect(safeRedirectPath(null)).toBe('/projects');
  });
});
