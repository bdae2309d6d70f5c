// The task panel's new-user items: values that cannot be saved, the rendered description, an archived project,
// and edits that survive leaving the page.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTO_SAVE_DELAY_MS } from '../model/panel-constants';
import { renderPanel } from '../testing/render-panel';
import { createTasksServer, fakeTask } from '../testing/tasks-server';
import { findEditor, setEditorContent } from '../../rich-text/testing/editor';

jest.setTimeout(30_000);

const PAY = fakeTask({
  id: 12,
  subject: 'Pay with a saved card',
  description: '**Tokenise** the card <img src=x onerror=alert(1)>',
  descriptionHtml: '<p><strong>Tokenise</strong> the card <img src="x" /></p>',
});

async function openPanel() {
  renderPanel('?task=12');
  const panel = within(await screen.findByTestId('task-panel'));
  await waitFor(() => expect(panel.getByTestId('task-subject-input')).toHaveValue('Pay with a saved card'));
  return panel;
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('Task panel: what a new user runs into', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps an out-of-range number as typed with its message, and saves nothing until it is corrected', async () => {
    const server = createTasksServer({ tasks: [PAY] });
    const panel = await openPanel();
    // The number inputs load on first render (antd's InputNumber is a lazy chunk of @tessera/shared).
    const points = await panel.findByTestId('task-story-points-input');
    const hours = await panel.findByTestId('task-remaining-input');
    jest.useFakeTimers();
    fireEvent.change(points, { target: { value: '101' } });
    fireEvent.blur(points);
    fireEvent.change(hours, { target: { value: '-3' } });
    fireEvent.blur(hours);
    await advance(AUTO_SAVE_DELAY_MS * 2);

    expect(points).toHaveValue('101');
    expect(panel.getByText('Story points must be a whole number from 0 to 100')).toBeInTheDocument();
    expect(panel.getByText('Remaining hours must be 0 or more')).toBeInTheDocument();
    expect(panel.getByTestId('task-panel-save-state')).toHaveTextContent('Not saved');
    expect(server.requests('PATCH')).toHaveLength(0);

    fireEvent.change(points, { target: { value: '13' } });
    fireEvent.change(hours, { target: { value: '' } });
    await advance(AUTO_SAVE_DELAY_MS);
    jest.useRealTimers();
    await waitFor(() => expect(server.requests('PATCH')).toHaveLength(1));
    expect(server.requests('PATCH')[0].body).toEqual({ lockVersion: 3, storyPoints: 13 });
    await waitFor(() => expect(panel.getByTestId('task-panel-save-state')).toHaveTextContent('Saved'));
  });

  it('edits the description in the shared editor, formatted as the server rendered it, and saves OpenProject Markdown', async () => {
    const server = createTasksServer({ tasks: [PAY] });
    const panel = await openPanel();
    const { element } = await findEditor('task-description-input');
    expect(element.querySelector('strong')).toHaveTextContent('Tokenise');
    expect(element).toHaveTextContent('Tokenise the card');
    expect(element).not.toHaveTextContent('**');
    expect(element.querySelector('img[onerror]')).toBeNull();
    expect(panel.getByRole('toolbar', { name: 'Description formatting' })).toBeInTheDocument();

    await setEditorContent('task-description-input', '<p><em>Tokenise</em> the card</p><ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>done</p></li></ul>');
    await waitFor(() => expect(server.requests('PATCH')).toHaveLength(1), { timeout: 4000 });
    expect(server.requests('PATCH')[0].body).toMatchObject({ description: { raw: '_Tokenise_ the card\n\n- [x] done' } });
  });

  it('sends a pending edit at once, in a request that outlives the page, when the page is hidden', async () => {
    const server = createTasksServer({ tasks: [PAY] });
    const panel = await openPanel();
    fireEvent.change(panel.getByTestId('task-subject-input'), { target: { value: 'Pay with a stored card' } });
    expect(server.requests('PATCH')).toHaveLength(0);
    window.dispatchEvent(new Event('pagehide'));

    const patches = server.fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');
    expect(patches).toHaveLength(1);
    const [url, init] = patches[0] as [string, RequestInit];
    expect(url).toBe('/api/v3/work_packages/12');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual({ lockVersion: 3, subject: 'Pay with a stored card' });
    // The headers the API client sends on every write: the CSRF defence and this tab's id.
    const headers = new Headers(init.headers);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-Tab-Id')).toBeTruthy();
    await waitFor(() => expect(server.tasks.get(12)!.subject).toBe('Pay with a stored card'));
    // Leaving now loses nothing: the browser need not ask.
    const beforeUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(beforeUnload);
    expect(beforeUnload.defaultPrevented).toBe(false);
  });

  it('asks before the page is left while an edit cannot be saved', async () => {
    createTasksServer({ tasks: [PAY] });
    const panel = await openPanel();
    fireEvent.change(panel.getByTestId('task-subject-input'), { target: { value: '   ' } });
    const beforeUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(beforeUnload);
    expect(beforeUnload.defaultPrevented).toBe(true);
  });

  it('an archived project: a note, every field read-only, no delete, no comment box, no time logging', async () => {
    createTasksServer({ tasks: [PAY], projectArchived: true });
    renderPanel('?task=12');
    const panel = within(await screen.findByTestId('task-panel'));
    expect(await panel.findByText('This project is archived')).toBeInTheDocument();
    expect(panel.queryByTestId('task-subject-input')).toBeDisabled();
    expect(panel.queryByTestId('task-description-input')).toBeNull();
    expect(panel.getByTestId('task-description-preview')).toHaveTextContent('Tokenise the card');
    expect(panel.getByTestId('task-story-points-input')).toBeDisabled();
    expect(panel.queryByTestId('task-delete-button')).toBeNull();
    expect(panel.queryByTestId('log-time-button')).toBeNull();
    fireEvent.click(panel.getByRole('tab', { name: 'Activities' }));
    await panel.findByText('No activities available');
    expect(panel.queryByTestId('comment-input')).toBeNull();
  });
});
