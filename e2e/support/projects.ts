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
