import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TestUser } from '@tessera/shared/test/user';
import { halError } from '@tessera/shared/test/fetch-mock';
import { ADMIN, MEMBER } from '../../../../test/fake-api';
import { createProjectServer, type FakeMember } from '../../../../test/project-server';
import { renderProjectPage } from '../../../../test/render-project-page';

jest.setTimeout(45_000);

const APOLLO = { id: 5, name: 'Apollo' };
const LEADER = { id: 2, name: 'Team Leader' };
const MEMBER_ROLE = { id: 3, name: 'Member' };
const READER = { id: 4, name: 'Reader' };

const BARBARA: FakeMember = { id: 101, projectId: 5, principal: { id: 11, name: 'Barbara Liskov' }, roles: [MEMBER_ROLE, READER], hourlyRate: 45 };
const DESIGN: FakeMember = { id: 102, projectId: 5, principal: { id: 30, name: 'Design guild', type: 'Group' }, roles: [READER] };
const ALAN: FakeMember = { id: 100, projectId: 5, principal: { id: 10, name: 'Alan Turing' }, roles: [LEADER] };

async function openMembers(user: TestUser) {
  await screen.findByTestId('page-project-name');
  await user.click(screen.getByTestId('project-settings-button'));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('tab', { name: 'Members' }));
  return within(await screen.findByTestId('members-table'));
}

function rowOf(table: ReturnType<typeof within>, name: string): HTMLElement {
  return table.getByText(name).closest('tr') as HTMLElement;
}

async function chooseOption(user: TestUser, combobox: HTMLElement, label: string) {
  await user.click(combobox);
  const option = await waitFor(() => {
    const options = [...document.querySelectorAll(`.ant-select-item-option[title="${label}"]`)];
    if (options.length === 0) throw new Error(`no option ${label}`);
    return options[options.length - 1];
  });
  await user.click(option as HTMLElement);
}

describe('Project Settings: Members', () => {
  it('lists members with avatar, roles, group marker and hourly rate (— when there is none)', async () => {
    createProjectServer({ projects: [APOLLO], members: [ALAN, BARBARA, DESIGN] });
    renderProjectPage(ADMIN);
    const table = await openMembers(setupUser());
    expect(await table.findByText('Barbara Liskov')).toBeInTheDocument();

    const barbara = within(rowOf(table, 'Barbara Liskov'));
    expect(barbara.getByText('BL')).toBeInTheDocument();
    expect(barbara.getByText('Member')).toBeInTheDocument();
    expect(barbara.getByText('Reader')).toBeInTheDocument();
    expect(barbara.getByText('45.00')).toBeInTheDocument();

    const group = within(rowOf(table, 'Design guild'));
    expect(group.getByText('Group')).toBeInTheDocument();
    expect(group.getByText('—')).toBeInTheDocument();
  });

  it("replaces a member's roles with the one chosen, and says so", async () => {
    const server = createProjectServer({ projects: [APOLLO], members: [ALAN, BARBARA] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openMembers(user);
    await table.findByText('Barbara Liskov');

    await chooseOption(user, within(rowOf(table, 'Barbara Liskov')).getByRole('combobox', { name: 'Role of Barbara Liskov' }), 'Team Leader');

    expect(await screen.findByText('Roles updated')).toBeInTheDocument();
    expect(server.requests('PATCH', /^\/memberships\/101$/).map((request) => request.body)).toEqual([
      { _links: { roles: [{ href: '/api/v3/roles/2' }] } },
    ]);
    await waitFor(() => expect(within(rowOf(table, 'Barbara Liskov')).queryByText('Reader')).not.toBeInTheDocument());
  });

  it("shows the server's reason when a role change is refused", async () => {
    const server = createProjectServer({ projects: [APOLLO], members: [ALAN, BARBARA] });
    server.answerNext('PATCH', /^\/memberships\/101$/, halError(403, 'MissingPermission', 'You may not change your own membership.'));
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openMembers(user);
    await table.findByText('Barbara Liskov');
    await chooseOption(user, table.getByRole('combobox', { name: 'Role of Barbara Liskov' }), 'Team Leader');
    expect(await screen.findByText('Failed to update roles')).toBeInTheDocument();
    expect(screen.getByText('You may not change your own membership.')).toBeInTheDocument();
  });

  it('removes a member after confirmation, and the page header follows', async () => {
    const server = createProjectServer({ projects: [APOLLO], members: [ALAN, BARBARA, DESIGN] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openMembers(user);
    await table.findByText('Barbara Liskov');
    expect(screen.getByTestId('page-member-total')).toHaveTextContent('3');

    await user.click(table.getByRole('button', { name: 'Remove Barbara Liskov' }));
    expect(await screen.findByText('Remove Barbara Liskov from this project?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Member removed')).toBeInTheDocument();
    expect(server.requests('DELETE').map((request) => request.url)).toEqual(['/api/v3/memberships/101']);
    await waitFor(() => expect(table.queryByText('Barbara Liskov')).not.toBeInTheDocument());
    expect(screen.getByTestId('page-member-total')).toHaveTextContent('2');
  });

  it('locks the rows the server does not let the caller change (their own membership)', async () => {
    const own: FakeMember = { id: 70, projectId: 5, principal: { id: MEMBER.id, name: MEMBER.name }, roles: [{ ...LEADER, permissions: ['view_members', 'manage_members'] }], canUpdate: false, canDelete: false };
    createProjectServer({ projects: [APOLLO], members: [own, BARBARA], currentMembership: () => own });
    renderProjectPage(MEMBER);
    const user = setupUser();
    const table = await openMembers(user);
    await table.findByText(MEMBER.name);
    const row = within(rowOf(table, MEMBER.name));
    expect(row.getByRole('button', { name: `Remove ${MEMBER.name}` })).toBeDisabled();
    expect(row.getByRole('combobox', { name: `Role of ${MEMBER.name}` }).closest('.ant-select')).toHaveClass('ant-select-disabled');
    expect(table.getByRole('button', { name: 'Remove Barbara Liskov' })).toBeEnabled();
  });

  it("says 'No members' for a project without members", async () => {
    createProjectServer({ projects: [APOLLO], members: [] });
    renderProjectPage(ADMIN);
    const table = await openMembers(setupUser());
    expect(await table.findByText('No members')).toBeInTheDocument();
  });

  it("shows 'Failed to load members' with a Retry that loads them", async () => {
    const server = createProjectServer({ projects: [APOLLO], members: [BARBARA] });
    server.answerNext('GET', /^\/projects\/5\/memberships$/, halError(500, 'InternalServerError', 'The server ran into a problem.'));
    renderProjectPage(ADMIN);
    const user = setupUser();
    await screen.findByTestId('page-project-name');
    await user.click(screen.getByTestId('project-settings-button'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('tab', { name: 'Members' }));
    expect(await screen.findByText('Failed to load members')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await screen.findByTestId('members-table')).findByText('Barbara Liskov')).toBeInTheDocument();
  });
});
