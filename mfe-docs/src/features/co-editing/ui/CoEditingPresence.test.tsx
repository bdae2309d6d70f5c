import { act, render, screen, within } from '@testing-library/react';
import type { CoEditingSession, CoEditingSnapshot } from '../api/session';
import { INITIAL_FACTS } from '../model/connection-status';
import { CoEditingPresence } from './CoEditingPresence';

const priya = { id: 4, name: 'Priya Raman', color: '#3559e0' };
const tomas = { id: 5, name: 'Tomás Herrera', color: '#15803d' };

/** A session's store without a connection: the component only reads the snapshot and the user. */
function fakeSession(snapshot: CoEditingSnapshot) {
  let current = snapshot;
  const listeners = new Set<() => void>();
  const session = {
    user: priya,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => current,
  } as unknown as CoEditingSession;
  const update = (next: CoEditingSnapshot) =>
    act(() => {
      current = next;
      for (const listener of listeners) listener();
    });
  return { session, update };
}

test('shows the connection state as it changes and names everyone present', () => {
  const connected = { ...INITIAL_FACTS, socket: 'connected' as const, synced: true, scope: 'read-write' as const, wasConnected: true };
  const { session, update } = fakeSession({ status: 'connected', facts: connected, participants: [priya, tomas] });
  render(<CoEditingPresence session={session} />);

  expect(screen.getByRole('status')).toHaveTextContent('Connected');
  const people = screen.getByRole('list', { name: 'People in this document' });
  expect(within(people).getByRole('img', { name: 'Priya Raman (you)' })).toBeInTheDocument();
  expect(within(people).getByRole('img', { name: 'Tomás Herrera' })).toBeInTheDocument();

  update({ status: 'offline', facts: { ...connected, socket: 'disconnected', synced: false }, participants: [priya] });
  expect(screen.getByRole('status')).toHaveTextContent('Offline — your changes are kept and will merge');
  expect(within(screen.getByRole('list', { name: 'People in this document' })).queryByRole('img', { name: 'Tomás Herrera' })).toBeNull();

  update({ status: 'read-only', facts: { ...connected, scope: 'readonly' }, participants: [priya] });
  expect(screen.getByRole('status')).toHaveTextContent('Read only');
});
