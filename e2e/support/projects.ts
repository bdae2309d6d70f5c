import { expect, type Page } from '@playwright/test';

export interface ProjectRef {
  id: number;
  name: string;
}

/** A project the logged-in user can open, read through the API with the page's session. */
export async function firstVisibleProject(page: Page): Promise<ProjectRef> {
  const response = await page.request.get('/api/v3/projects?pageSize=1');
  expect(response.ok(), `GET /api/v3/projects answered ${response.status()}`).toBe(true);
  const collection = (await response.json()) as { _embedded?: { elements?: ProjectRef[] } };
  const project = collection._embedded?.elements?.[0];
  if (!project) throw new Error('The seeded database has no project visible to this user.');
  return { id: project.id, name: project.name };
}

/** Clicks a label of the project page's view switcher (Board, List, Calendar, Scrum, Finance, GitHub, Documents, Forums). */
export async function switchView(page: Page, label: string): Promise<void> {
  await page.getByTestId('view-switcher').getByText(label, { exact: true }).click();
}

/** Cookie-authenticated writes through page.request need the header the browser client sends (CSRF defence). */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export async function projectIdByIdentifier(page: Page, identifier: string): Promise<number> {
  const all = await (await page.request.get('/api/v3/projects?pageSize=1000')).json();
  return all._embedded.elements.find((project: { identifier: string }) => project.identifier === identifier).id;
}

export async function createTaskThroughApi(page: Page, projectId: number, subject: string): Promise<{ id: number; lockVersion: number }> {
  const response = await page.request.post(`/api/v3/projects/${projectId}/work_packages`, { headers: XHR, data: { subject } });
  expect(response.status()).toBe(201);
  return response.json();
}

/**
 * A project of the spec's own with `memberEmail` as a Member, made by an admin's session. Specs that change a
 * project's settings use one (and delete it after) so the seed's projects keep their order by last update.
 */
export async function createProjectWithMember(admin: Page, name: string, identifier: string, memberEmail: string): Promise<number> {
  const created = await admin.request.post('/api/v3/projects', { headers: XHR, data: { name, identifier } });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = (await created.json()).id as number;
  const users = await (await admin.request.get(`/api/v3/users?pageSize=1000`)).json();
  const user = users._embedded.elements.find((candidate: { email?: string; login?: string }) => candidate.email === memberEmail || candidate.login === memberEmail);
  const roles = await (await admin.request.get('/api/v3/roles?pageSize=100')).json();
  const role = roles._embedded.elements.find((candidate: { name: string }) => candidate.name === 'Member');
  const membership = await admin.request.post('/api/v3/memberships', {
    headers: XHR,
    data: { _links: { principal: { href: `/api/v3/users/${user.id}` }, project: { href: `/api/v3/projects/${projectId}` }, roles: [{ href: `/api/v3/roles/${role.id}` }] } },
  });
  expect(membership.status(), await membership.text()).toBe(201);
  return projectId;
}
