import { render, screen } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { AppProviders } from '@tessera/shared';
import { LazyPage, PAGE_LOAD_FAILED_TITLE } from './LazyPage';

function AdminPage() {
  return <h1>Admin settings</h1>;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

test('a page whose code does not load says so, and Retry loads it anew', async () => {
  const user = setupUser();
  const load = jest.fn<Promise<{ default: typeof AdminPage }>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk 42 failed'))
    .mockResolvedValue({ default: AdminPage });
  render(<AppProviders><LazyPage load={load} /></AppProviders>);

  expect(await screen.findByRole('heading', { level: 1, name: PAGE_LOAD_FAILED_TITLE })).toBeInTheDocument();
  expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin settings' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
