import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from './user';
import { LoginForm } from '../src/ui/LoginForm';
import { AppProviders } from '../src/ui/AppProviders';
import { authStore } from '../src/auth/auth-store';
import { halError, jsonResponse, mockFetch, requestsOf } from './fetch-mock';
import { userHal } from './fixtures';

function renderForm(onSuccess = jest.fn()) {
  render(<AppProviders><LoginForm onSuccess={onSuccess} /></AppProviders>);
  return onSuccess;
}

async function fillAndSubmit(email: string, password: string) {
  const user = setupUser();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: /log in/i }));
}

describe('LoginForm', () => {
  it('signs in and reports the user', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, userHal()));
    const onSuccess = renderForm();
    await fillAndSubmit('grace@tessera.local', 'correct horse');

    expect(await waitForCalls(onSuccess)).toMatchObject({ name: 'Grace Hopper' });
    expect(requestsOf(fetchMock)[0]).toMatchObject({ url: '/api/v3/session', method: 'POST', body: { email: 'grace@tessera.local', password: 'correct horse' } });
    expect(authStore.getState().status).toBe('authenticated');
  });

  it('shows the server message for wrong credentials', async () => {
    mockFetch(() => halError(401, 'Unauthenticated', 'Invalid email or password.'));
    const onSuccess = renderForm();
    await fillAndSubmit('grace@tessera.local', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows the lockout message', async () => {
    const lockout = 'Too many failed login attempts. This account is locked for 30 minutes.';
    mockFetch(() => halError(429, 'TooManyRequests', lockout));
    renderForm();
    await fillAndSubmit('grace@tessera.local', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(lockout);
  });

  it('validates the fields before calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, userHal()));
    renderForm();
    const user = setupUser();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /log in/i }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

async function waitForCalls(mock: jest.Mock) {
  await waitFor(() => expect(mock).toHaveBeenCalledTimes(1));
  return mock.mock.calls[0][0];
}
