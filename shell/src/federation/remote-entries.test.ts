import { REMOTES_CONFIG_UNAVAILABLE_MESSAGE, fetchRemoteEntries, parseRemoteEntries } from './remote-entries';

describe('remote entries', () => {
  it('resolves relative manifest URLs against the origin and keeps absolute ones', () => {
    expect(parseRemoteEntries({
      mfe_tasks: '/remotes/mfe-tasks/mf-manifest.json',
      mfe_docs: 'https://cdn.example.com/mfe-docs/b-1/mf-manifest.json',
      broken: 42,
      empty: '',
    }, 'http://localhost:3000')).toEqual({
      mfe_tasks: 'http://localhost:3000/remotes/mfe-tasks/mf-manifest.json',
      mfe_docs: 'https://cdn.example.com/mfe-docs/b-1/mf-manifest.json',
    });
  });

  it('reads /config/remotes.json without caching', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ mfe_projects: '/remotes/mfe-projects/mf-manifest.json' }) });
    globalThis.fetch = fetchMock;
    await expect(fetchRemoteEntries('http://localhost:3000')).resolves.toEqual({ mfe_projects: 'http://localhost:3000/remotes/mfe-projects/mf-manifest.json' });
    expect(fetchMock).toHaveBeenCalledWith('/config/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an error status', () => Promise.resolve({ ok: false, status: 500, json: async () => ({}) })],
    ['a body that is not JSON', () => Promise.resolve({ ok: true, status: 200, json: async () => { throw new SyntaxError('bad'); } })],
    ['a body that is not an object', () => Promise.resolve({ ok: true, status: 200, json: async () => ['x'] })],
  ])('rejects with a readable message on %s', async (_label, answer) => {
    globalThis.fetch = jest.fn(answer) as unknown as typeof fetch;
    await expect(fetchRemoteEntries('http://localhost:3000')).rejects.toThrow(REMOTES_CONFIG_UNAVAILABLE_MESSAGE);
  });
});
