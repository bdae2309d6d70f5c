import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { setupUser } from '@tessera/shared/test/user';
import { createRef } from 'react';
import { MENTION_CACHE_TIME_MS, MENTION_STALE_TIME_MS } from '../model/mention-ranking';
import { MentionList, MENTIONS_FAILED, NO_USERS_FOUND, TRY_DIFFERENT_SEARCH, type MentionListHandle, type MentionListProps } from './MentionList';

const PROJECT_ID = 4;

const hal = (id: number, name: string, roleType: 'admin' | 'manager' | 'member' = 'member', email?: string) => ({
  _type: 'User', id, name, firstName: name.split(' ')[0], lastName: name.split(' ')[1] ?? '', roleType, ...(email ? { email } : {}), avatar: null, _links: { self: { href: `/api/v3/users/${id}` } },
});
const collection = (elements: unknown[]) => ({ _type: 'Collection', total: elements.length, count: elements.length, _embedded: { elements } });

const MEMBERS = [hal(2, 'Priya Raman'), hal(3, 'Tomas Herrera'), hal(5, 'Maya Manager', 'manager')];
const SYSTEM = [hal(1, 'Ada Admin', 'admin', 'admin@tessera.local'), hal(2, 'Priya Raman'), hal(9, 'Noah Fischer'), hal(3, 'Tomas Herrera'), hal(5, 'Maya Manager', 'manager')];

const filtersOf = (request: RecordedRequest) => JSON.parse(new URL(request.url, 'http://x').searchParams.get('filters') ?? '[]') as Record<string, { values: string[] }>[];
const nameFilter = (request: RecordedRequest) => filtersOf(request).find((filter) => filter.name)?.name.values[0] ?? '';

function fakeServer(options: { fail?: () => boolean } = {}) {
  return mockFetch((request) => {
    if (options.fail?.()) return halError(500, 'InternalServerError', 'Database unavailable');
    const search = nameFilter(request).toLowerCase();
    const matches = (user: { name: string }) => user.name.toLowerCase().includes(search);
    if (apiPathOf(request) === '/principals') return jsonResponse(200, collection(MEMBERS.filter(matches)));
    if (apiPathOf(request) === '/users') return jsonResponse(200, collection(SYSTEM.filter(matches)));
    return halError(404, 'NotFound', 'unexpected');
  });
}

function renderList(props: Partial<MentionListProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const ref = createRef<MentionListHandle>();
  const command = jest.fn();
  const all: MentionListProps = { projectId: PROJECT_ID, query: '', command, ...props };
  const view = render(
    <QueryClientProvider client={client}>
      <MentionList ref={ref} {...all} />
    </QueryClientProvider>,
  );
  const rerender = (next: Partial<MentionListProps>) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <MentionList ref={ref} {...all} {...next} />
      </QueryClientProvider>,
    );
  const key = (name: string) => {
    let handled = false;
    act(() => {
      handled = ref.current!.onKeyDown(new KeyboardEvent('keydown', { key: name }));
    });
    return handled;
  };
  return { client, ref, command, rerender, key };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.firstElementChild?.textContent);

test('without a search: members and active users, admins and managers first, with the result count', async () => {
  const fetchMock = fakeServer();
  renderList();
  expect(await screen.findByRole('listbox', { name: 'Mention a user' })).toBeInTheDocument();
  expect(optionNames()).toEqual(['Ada Admin', 'Maya Manager', 'Priya Raman', 'Tomas Herrera', 'Noah Fischer']);
  expect(screen.getByText('5 users')).toBeInTheDocument();
  // Members of the project (up to twice the 10 results) and 50 active users.
  const [members, users] = requestsOf(fetchMock);
  expect(apiPathOf(members)).toBe('/principals');
  expect(filtersOf(members)).toEqual(expect.arrayContaining([{ member: { operator: '=', values: [String(PROJECT_ID)] } }, { status: { operator: '=', values: ['active'] } }]));
  expect(new URL(members.url, 'http://x').searchParams.get('pageSize')).toBe('20');
  expect(apiPathOf(users)).toBe('/users');
  expect(new URL(users.url, 'http://x').searchParams.get('pageSize')).toBe('50');
  // Viewers are labelled as such: Noah is no member of the project.
  expect(screen.getByRole('option', { name: /Noah Fischer/ })).toHaveTextContent('Viewer');
});

test('keyboard: down and up move the active option (wrapping), Enter picks it; clicking picks too', async () => {
  fakeServer();
  const { command, key } = renderList({ query: 'a' });
  await screen.findByRole('listbox');
  const selected = () => screen.getAllByRole('option').findIndex((option) => option.getAttribute('aria-selected') === 'true');
  expect(selected()).toBe(0);
  expect(key('ArrowDown')).toBe(true);
  expect(selected()).toBe(1);
  key('ArrowUp');
  key('ArrowUp');
  expect(selected()).toBe(screen.getAllByRole('option').length - 1);
  key('ArrowDown');
  key('ArrowDown');
  expect(key('Enter')).toBe(true);
  expect(optionNames()[1]).toBe('Maya Manager');
  expect(command).toHaveBeenLastCalledWith({ id: '5', label: 'Maya Manager' });
  const user = setupUser();
  await user.click(screen.getByRole('option', { name: /Tomas Herrera/ }));
  expect(command).toHaveBeenLastCalledWith({ id: '3', label: 'Tomas Herrera' });
});

test('searching: at most 5 ranked matches; none: the empty texts', async () => {
  fakeServer();
  const { rerender, key } = renderList({ query: 'priya' });
  await waitFor(() => expect(optionNames()).toEqual(['Priya Raman']));
  expect(screen.getByText('1 user')).toBeInTheDocument();
  rerender({ query: 'zzz' });
  expect(await screen.findByText(NO_USERS_FOUND)).toBeInTheDocument();
  expect(screen.getByText(TRY_DIFFERENT_SEARCH)).toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  // Nothing to pick: Enter is left to the editor.
  expect(key('Enter')).toBe(false);
});

test('a failure shows an error with Retry, never sample users; Retry loads them', async () => {
  let failing = true;
  fakeServer({ fail: () => failing });
  renderList();
  expect(await screen.findByText(MENTIONS_FAILED)).toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  failing = false;
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(optionNames()).toContain('Priya Raman'));
});

test('results are cached: fresh for 120 s, kept 5 min', async () => {
  const fetchMock = fakeServer();
  const { client, rerender } = renderList({ query: 'tom' });
  await waitFor(() => expect(optionNames()).toEqual(['Tomas Herrera']));
  rerender({ query: 'priya' });
  await waitFor(() => expect(optionNames()).toEqual(['Priya Raman']));
  const before = requestsOf(fetchMock).length;
  rerender({ query: 'tom' });
  await waitFor(() => expect(optionNames()).toEqual(['Tomas Herrera']));
  expect(requestsOf(fetchMock).length).toBe(before);
  const cached = client.getQueryCache().findAll({ queryKey: ['editor', 'mentionables', PROJECT_ID] });
  expect(cached.length).toBe(2);
  for (const query of cached) {
    expect((query.options as { staleTime?: number }).staleTime).toBe(MENTION_STALE_TIME_MS);
    expect(query.options.gcTime).toBe(MENTION_CACHE_TIME_MS);
  }
});
