import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { halError } from '@tessera/shared/test/fetch-mock';
import { setupUser } from '@tessera/shared/test/user';
import ProjectSprintsView from '../../../exposed/ProjectSprintsView';
import { createSprintsServer } from '../../../../test/sprints-server';
import { versionHal } from '../../../../test/fixtures';
import { renderWithSuite } from '../../../../test/render';
import { choose, inputValue, typeDate } from '../../../../test/form';
import { resetBoardPrefs } from '../../sprint-board';
import { longSprintWarning, shortSprintWarning } from '../../sprint-form';
import { SPRINT_CREATE_FAILED_MESSAGE, SPRINT_CREATED_MESSAGE } from './CreateSprintDialog';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

async function openDialog(admin = false) {
  const server = createSprintsServer({ versions: [versionHal(2, { name: 'Sprint 2' })] });
  renderWithSuite(<ProjectSprintsView projectId={5} />, { admin });
  fireEvent.click(await screen.findByTestId('create-sprint-button'));
  const dialog = within(await screen.findByTestId('create-sprint-dialog'));
  await dialog.findByLabelText('Start date');
  return { server, dialog };
}

const submit = (dialog: ReturnType<typeof within>) => fireEvent.click(dialog.getByTestId('create-sprint-submit'));

afterEach(() => resetBoardPrefs());

describe('Create New Sprint', () => {
  it('starts today, two weeks long, and checks the name and the dates with the spec messages', async () => {
    const { server, dialog } = await openDialog();
    expect(inputValue(dialog.getByLabelText('Start date'))).toBe(day(0));
    await waitFor(() => expect(inputValue(dialog.getByLabelText('End date'))).toBe(day(14)));
    expect(dialog.getByTestId('sprint-duration')).toHaveTextContent('Duration: 14 days');

    submit(dialog);
    expect(await dialog.findByText('Sprint name is required')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'S' } });
    expect(await dialog.findByText('Sprint name must be at least 2 characters')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'x'.repeat(100) } });
    expect(await dialog.findByText('Sprint name must be less than 100 characters')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Sprint 3' } });

    typeDate(dialog.getByLabelText('Start date'), day(-1));
    submit(dialog);
    expect(await dialog.findByText('Start date cannot be in the past')).toBeInTheDocument();

    typeDate(dialog.getByLabelText('Start date'), day(20));
    submit(dialog);
    expect(await dialog.findByText('End date must be after start date')).toBeInTheDocument();

    typeDate(dialog.getByLabelText('End date'), day(220));
    submit(dialog);
    expect(await dialog.findByText('Sprint duration cannot exceed 6 months')).toBeInTheDocument();
    expect(server.requests('POST')).toHaveLength(0);
  });

  it('takes Enter in a date field as confirming the date, not as creating the sprint', async () => {
    const { server, dialog } = await openDialog();
    const user = setupUser();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Sprint 3' } });
    const start = dialog.getByLabelText('Start date');
    await user.click(start);
    await user.clear(start);
    await user.keyboard(`${day(2)}{Enter}`);
    await waitFor(() => expect(inputValue(start)).toBe(day(2)));
    const end = dialog.getByLabelText('End date');
    await user.click(end);
    await user.clear(end);
    await user.keyboard(`${day(12)}{Enter}`);
    await waitFor(() => expect(inputValue(end)).toBe(day(12)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests('POST')).toHaveLength(0);
    expect(screen.getByTestId('create-sprint-dialog')).toBeInTheDocument();

    // Enter in the name sends the form, with the dates as confirmed.
    await user.click(dialog.getByLabelText('Name'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(SPRINT_CREATED_MESSAGE)).toBeInTheDocument();
    expect(server.requests('POST', /^\/versions$/).map((request) => request.body)).toEqual([
      expect.objectContaining({ name: 'Sprint 3', startDate: day(2), endDate: day(12) }),
    ]);
  }, 60_000);

  it("'+2w' sets the end two weeks after the start; short and long sprints are warned about", async () => {
    const { dialog } = await openDialog();
    typeDate(dialog.getByLabelText('Start date'), day(3));
    typeDate(dialog.getByLabelText('End date'), day(6));
    expect(await dialog.findByText(shortSprintWarning(3))).toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: '+2w: set the end date 14 days after the start' }));
    await waitFor(() => expect(inputValue(dialog.getByLabelText('End date'))).toBe(day(17)));
    await waitFor(() => expect(dialog.queryByTestId('sprint-duration-warning')).not.toBeInTheDocument());

    typeDate(dialog.getByLabelText('End date'), day(33));
    expect(await dialog.findByText(longSprintWarning(30))).toBeInTheDocument();
  });

  it('creates the sprint: its column appears and a toast says so', async () => {
    const { server, dialog } = await openDialog();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: '  Sprint 3 ' } });
    fireEvent.change(dialog.getByLabelText('Description'), { target: { value: 'Checkout polish' } });
    await choose(dialog, 'Sharing', 'Subprojects');
    submit(dialog);
    expect(await screen.findByText(SPRINT_CREATED_MESSAGE)).toBeInTheDocument();
    expect(server.requests('POST', /^\/versions$/).map((request) => request.body)).toEqual([
      {
        name: 'Sprint 3', status: 'open', sharing: 'descendants', description: { raw: 'Checkout polish' },
        startDate: day(0), endDate: day(14), _links: { definingProject: { href: '/api/v3/projects/5' } },
      },
    ]);
    expect(await screen.findByTestId('sprint-column-version-100')).toHaveTextContent('Sprint 3');
    await waitFor(() => expect(screen.queryByTestId('create-sprint-dialog')).not.toBeInTheDocument());
  });

  it('offers System-wide sharing to administrators only', async () => {
    const { dialog } = await openDialog();
    fireEvent.mouseDown(dialog.getByLabelText('Sharing'));
    const option = await screen.findByText('System-wide (administrators only)');
    expect(option.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled');
  });

  it("shows the server's refusal on the field it names, any other failure as a toast with the reason", async () => {
    const { server, dialog } = await openDialog();
    server.answerNext('POST', /^\/versions$/, halError(422, 'PropertyConstraintViolation', 'Sprint name is already used in this project.', 'name'));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Sprint 2' } });
    submit(dialog);
    expect(await dialog.findByText('Sprint name is already used in this project.')).toBeInTheDocument();

    server.answerNext('POST', /^\/versions$/, halError(403, 'MissingPermission', 'You may not manage versions in this project.'));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Sprint 9' } });
    submit(dialog);
    expect(await screen.findByText(SPRINT_CREATE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('You may not manage versions in this project.')).toBeInTheDocument();
    expect(screen.getByTestId('create-sprint-dialog')).toBeInTheDocument();
  });
});
