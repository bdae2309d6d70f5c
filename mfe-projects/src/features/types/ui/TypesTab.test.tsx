import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TestUser } from '@tessera/shared/test/user';
import { halError } from '@tessera/shared/test/fetch-mock';
import { ADMIN } from '../../../../test/fake-api';
import { createProjectServer, type FakeType } from '../../../../test/project-server';
import { renderProjectPage } from '../../../../test/render-project-page';

jest.setTimeout(45_000);

const APOLLO = { id: 5, name: 'Apollo' };
const TYPES: FakeType[] = [
  { id: 1, name: 'Task', color: '#1677ff', enabled: true, is_default: true, in_use: true },
  { id: 2, name: 'Bug', color: '#cf1322', enabled: true, is_default: false, in_use: false },
  { id: 3, name: 'User story', color: '#389e0d', enabled: false, is_default: false, in_use: false },
];

async function openTypes(user: TestUser) {
  await screen.findByTestId('page-project-name');
  await user.click(screen.getByTestId('project-settings-button'));
  await user.click(within(await screen.findByRole('dialog')).getByRole('tab', { name: 'Types' }));
  const table = within(await screen.findByTestId('types-table'));
  await table.findByText('User story');
  return table;
}

describe('Project Settings: Types', () => {
  it('shows each type with its colour, enabled and default markers and In use', async () => {
    createProjectServer({ projects: [APOLLO], types: TYPES });
    renderProjectPage(ADMIN);
    const table = await openTypes(setupUser());
    expect(table.getByTestId('type-color-2')).toHaveStyle({ backgroundColor: '#cf1322' });
    expect(table.getByRole('checkbox', { name: 'Enable Task' })).toBeChecked();
    expect(table.getByRole('checkbox', { name: 'Enable User story' })).not.toBeChecked();
    expect(table.getByRole('radio', { name: 'Make Task the default' })).toBeChecked();
    // The default is chosen among enabled types only.
    expect(table.getByRole('radio', { name: 'Make User story the default' })).toBeDisabled();
    expect(table.getAllByText('In use')).toHaveLength(1);
    expect(within(table.getByText('Task').closest('tr')!).getByText('In use')).toBeInTheDocument();
    // A type in use stays enabled.
    expect(table.getByRole('checkbox', { name: 'Enable Task' })).toBeDisabled();
    expect(screen.getByTestId('types-save')).toBeDisabled();
  });

  it('saves the enabled types and the default, and says so', async () => {
    const server = createProjectServer({ projects: [APOLLO], types: TYPES });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openTypes(user);
    await user.click(table.getByRole('checkbox', { name: 'Enable User story' }));
    await user.click(table.getByRole('radio', { name: 'Make User story the default' }));
    await user.click(table.getByRole('checkbox', { name: 'Enable Bug' }));
    await user.click(screen.getByTestId('types-save'));

    expect(await screen.findByText('Work package types updated successfully')).toBeInTheDocument();
    expect(server.requests('PATCH', /available_types$/).map((request) => request.body)).toEqual([{ type_ids: [1, 3], default_type_id: 3 }]);
    await waitFor(() => expect(screen.getByTestId('types-save')).toBeDisabled());
  });

  it('keeps at least one type enabled', async () => {
    createProjectServer({
      projects: [APOLLO],
      types: [
        { id: 1, name: 'Task', color: '#1677ff', enabled: true, is_default: true, in_use: false },
        { id: 2, name: 'Bug', color: '#cf1322', enabled: true, is_default: false, in_use: false },
        { id: 3, name: 'User story', color: '#389e0d', enabled: false, is_default: false, in_use: false },
      ],
    });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openTypes(user);
    await user.click(table.getByRole('checkbox', { name: 'Enable Task' }));
    // Task was the default: it moves to the type still enabled.
    expect(table.getByRole('radio', { name: 'Make Bug the default' })).toBeChecked();
    expect(table.getByRole('checkbox', { name: 'Enable Bug' })).toBeDisabled();
  });

  it("shows the server's refusal and says the update failed", async () => {
    const server = createProjectServer({ projects: [APOLLO], types: TYPES });
    server.answerNext('PATCH', /available_types$/, halError(422, 'PropertyConstraintViolation', 'Bug is used by 3 work packages of this project.', 'type_ids'));
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openTypes(user);
    await user.click(table.getByRole('checkbox', { name: 'Enable Bug' }));
    await user.click(screen.getByTestId('types-save'));
    expect(await screen.findByTestId('types-error')).toHaveTextContent('Bug is used by 3 work packages of this project.');
    expect(screen.getAllByText('Failed to update work package types').length).toBeGreaterThanOrEqual(2);
  });
});
