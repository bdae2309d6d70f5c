import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TestUser } from '@tessera/shared/test/user';
import { halError } from '@tessera/shared/test/fetch-mock';
import { ADMIN } from '../../../../test/fake-api';
import { createProjectServer, type FakeMember, type FakePrincipal } from '../../../../test/project-server';
import { renderProjectPage } from '../../../../test/render-project-page';

jest.setTimeout(45_000);

const APOLLO = { id: 5, name: 'Apollo' };
const ALAN: FakeMember = { id: 100, projectId: 5, principal: { id: 10, name: 'Alan Turing' }, roles: [{ id: 2, name: 'Team Leader' }] };
const PRINCIPALS: FakePrincipal[] = [
  { id: 10, name: 'Alan Turing', type: 'User' },
  { id: 11, name: 'Barbara Liskov', type: 'User' },
  { id: 12, name: 'Claude Shannon', type: 'User' },
  { id: 30, name: 'Design guild', type: 'Group' },
];

async function openAddMember(user: TestUser) {
  await screen.findByTestId('page-project-name');
  await user.click(screen.getByTestId('add-member-button'));
  await screen.findByTestId('add-member-dialog');
  return within(await screen.findByRole('dialog'));
}

function visibleOptions(): string[] {
  const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
  return open ? [...open.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title') ?? '') : [];
}

async function pick(user: TestUser, combobox: HTMLElement, label: string) {
  await user.click(combobox);
  await waitFor(() => expect(visibleOptions()).toContain(label));
  const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1)!;
  await user.click(open.querySelector(`.ant-select-item-option[title="${label}"]`) as HTMLElement);
}

const principalRequests = (server: ReturnType<typeof createProjectServer>) =>
  server.requests('GET', /^\/principals$/).map((request) => JSON.parse(new URL(request.url, 'http://localhost').searchParams.get('filters')!));

describe('Add Member to Project dialog', () => {
  it('offers users who are not members yet, searching on the server, and adds one with several roles', async () => {
    const server = createProjectServer({ projects: [APOLLO], members: [ALAN], principals: PRINCIPALS });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openAddMember(user);
    expect(screen.getByText('Add Member to Project')).toBeInTheDocument();
    expect(screen.getByTestId('page-member-total')).toHaveTextContent('1');

    const principal = dialog.getByRole('combobox', { name: 'Search for a user' });
    await user.click(principal);
    await waitFor(() => expect(visibleOptions()).toEqual(['Barbara Liskov', 'Claude Shannon']));
    expect(principalRequests(server)[0]).toEqual([
      { type: { operator: '=', values: ['User'] } },
      { member: { operator: '!', values: ['5'] } },
      { status: { operator: '=', values: ['active'] } },
    ]);
    await user.paste('clau');
    await waitFor(() => expect(visibleOptions()).toEqual(['Claude Shannon']));
    expect(principalRequests(server).at(-1)).toContainEqual({ name: { operator: '~', values: ['clau'] } });
    await user.click(document.querySelector('.ant-select-item-option[title="Claude Shannon"]') as HTMLElement);

    const roles = dialog.getByRole('combobox', { name: 'Roles' });
    const submit = dialog.getByRole('button', { name: 'Add' });
    expect(submit).toBeDisabled();
    await pick(user, roles, 'Member');
    await pick(user, roles, 'Reader');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText('Member added successfully')).toBeInTheDocument();
    expect(server.requests('POST', /^\/memberships$/).map((request) => request.body)).toEqual([
      {
        _links: {
          principal: { href: '/api/v3/users/12' },
          project: { href: '/api/v3/projects/5' },
          roles: [{ href: '/api/v3/roles/3' }, { href: '/api/v3/roles/4' }],
        },
      },
    ]);
    // The page header follows (member count, avatars) without a reload.
    await waitFor(() => expect(screen.getByTestId('page-member-total')).toHaveTextContent('2'));
    expect(server.requests('GET', /^\/roles$/)[0].url).toContain(encodeURIComponent('[{"unit":{"operator":"=","values":["project"]}}]'));
  });

  it('adds a group, and says so', async () => {
    const server = createProjectServer({ projects: [APOLLO], members: [ALAN], principals: PRINCIPALS });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openAddMember(user);
    await user.click(dialog.getByRole('radio', { name: 'Group' }));
    await pick(user, await dialog.findByRole('combobox', { name: 'Search for a group' }), 'Design guild');
    expect(principalRequests(server).at(-1)).toEqual([
      { type: { operator: '=', values: ['Group'] } },
      { member: { operator: '!', values: ['5'] } },
    ]);
    await pick(user, dialog.getByRole('combobox', { name: 'Roles' }), 'Reader');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Group added successfully')).toBeInTheDocument();
    expect(server.requests('POST', /^\/memberships$/)[0].body).toMatchObject({ _links: { principal: { href: '/api/v3/groups/30' } } });
  });

  it('asks for a user or group, and for at least one role', async () => {
    const server = createProjectServer({ projects: [APOLLO], members: [ALAN], principals: PRINCIPALS });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openAddMember(user);
    const roles = dialog.getByRole('combobox', { name: 'Roles' });
    await pick(user, roles, 'Member');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Please select a user or group')).toBeInTheDocument();

    // Taking the role away again: the message, and no way to submit.
    const tag = roles.closest('.ant-select')!.querySelector('.ant-select-selection-item-remove') as HTMLElement;
    await user.click(tag);
    expect(await dialog.findByText('Please select at least one role')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(server.requests('POST')).toHaveLength(0);
  });

  it("shows the server's refusal on the principal field", async () => {
    const server = createProjectServer({ projects: [APOLLO], members: [ALAN], principals: PRINCIPALS });
    server.answerNext('POST', /^\/memberships$/, halError(422, 'PropertyConstraintViolation', 'Barbara Liskov is already a member of this project.', 'principal'));
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openAddMember(user);
    await pick(user, dialog.getByRole('combobox', { name: 'Search for a user' }), 'Barbara Liskov');
    await pick(user, dialog.getByRole('combobox', { name: 'Roles' }), 'Member');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Barbara Liskov is already a member of this project.')).toBeInTheDocument();
    expect(screen.queryByText('Member added successfully')).not.toBeInTheDocument();
  });

  it('opens from the Members tab of the settings too', async () => {
    createProjectServer({ projects: [APOLLO], members: [ALAN], principals: PRINCIPALS });
    renderProjectPage(ADMIN);
    const user = setupUser();
    await screen.findByTestId('page-project-name');
    await user.click(screen.getByTestId('project-settings-button'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('tab', { name: 'Members' }));
    await user.click(await screen.findByTestId('settings-add-member-button'));
    expect(await screen.findByText('Add Member to Project')).toBeInTheDocument();
    expect(screen.getByTestId('add-member-dialog')).toBeInTheDocument();
  });
});
