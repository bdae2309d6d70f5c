import { AVATAR_COLORS } from '@tessera/shared';
import { CO_EDITING_MESSAGES, INITIAL_FACTS, statusOf, statusText, type ConnectionFacts } from './connection-status';
import { coEditorColor, participantsOf } from './participants';

const facts = (changes: Partial<ConnectionFacts>): ConnectionFacts => ({ ...INITIAL_FACTS, ...changes });

describe('the connection state', () => {
  test('connecting until synced, then connected or read only by the scope the server granted', () => {
    expect(statusOf(INITIAL_FACTS)).toBe('connecting');
    expect(statusOf(facts({ socket: 'connected' }))).toBe('connecting');
    // Back after a drop but not yet merged: still offline.
    expect(statusOf(facts({ socket: 'connected', wasConnected: true }))).toBe('offline');
    expect(statusOf(facts({ socket: 'connected', synced: true, scope: 'read-write', wasConnected: true }))).toBe('connected');
    expect(statusOf(facts({ socket: 'connected', synced: true, scope: 'readonly', wasConnected: true }))).toBe('read-only');
  });

  test('a drop after the first connection is offline (also while reconnecting), and a refusal wins over everything', () => {
    expect(statusOf(facts({ socket: 'disconnected', wasConnected: true, scope: 'read-write' }))).toBe('offline');
    expect(statusOf(facts({ socket: 'connecting', wasConnected: true, scope: 'read-write' }))).toBe('offline');
    expect(statusOf(facts({ socket: 'disconnected' }))).toBe('connecting');
    expect(statusOf(facts({ socket: 'connected', synced: true, refusal: 'not-found' }))).toBe('refused');
  });

  test('the badge says what the state means for this user', () => {
    expect(statusText('connected', facts({}))).toBe('Connected');
    expect(statusText('read-only', facts({}))).toBe('Read only');
    expect(statusText('offline', facts({ scope: 'read-write' }))).toBe('Offline — your changes are kept and will merge');
    expect(statusText('offline', facts({ scope: 'readonly' }))).toBe(CO_EDITING_MESSAGES.offlineReadOnly);
    expect(statusText('refused', facts({ refusal: 'unauthenticated' }))).toBe(CO_EDITING_MESSAGES.unauthenticated);
    expect(statusText('refused', facts({ refusal: 'not-found' }))).toBe(CO_EDITING_MESSAGES.notFound);
  });
});

describe('the people present', () => {
  test('each person once, the current user first, then by name; malformed states are left out', () => {
    const priya = { id: 4, name: 'Priya Raman', color: coEditorColor(4) };
    const tomas = { id: 5, name: 'Tomás Herrera', color: coEditorColor(5) };
    const anna = { id: 9, name: 'Anna Berg', color: coEditorColor(9) };
    const people = participantsOf([{ user: tomas }, { user: anna }, { user: priya }, { user: tomas }, {}, { user: { id: '7', name: 'x' } }], 4);
    expect(people).toEqual([priya, anna, tomas]);
  });

  test('a person has the same colour everywhere, from the palette that keeps white text readable', () => {
    expect(coEditorColor(12)).toBe(coEditorColor(12));
    expect(AVATAR_COLORS).toContain(coEditorColor(12));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(coEditorColor)).size).toBe(AVATAR_COLORS.length);
  });
});
