import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { apiUrl, projectsListPage } from '@tessera/shared';
import { halError, jsonResponse } from '@tessera/shared/test/fetch-mock';
import { userHal } from '@tessera/shared/test/fixtures';
import { loadRemoteModule, registerRemoteEntries } from '../federation/load-remote-module';
import { getRemoteEntry, isRemoteConfigLoaded, resetRemoteEntries } from '../federation/remote-entries';
import { startShell } from './start-shell';

jest.mock('../federation/load-remote-module', () => ({ loadRemoteModule: jest.fn(), registerRemoteEntries: jest.fn() }));

let root: Root | null = null;

/** Starts the shell as bootstrap.tsx does, with the given answer for /config/remotes.json. */
async function boot(configAnswer: () => Promise<unknown>) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  globalThis.fetch = jest.fn((input: RequestInfo | URL) =>
    String(input) === '/config/remotes.json'
      ? configAnswer()
      : Promise.resolve(halError(401, 'Unauthenticated', 'Authentication required.'))) as unknown as typeof fetch;
  await act(async () => {
    root = await startShell(container, 'http://localhost:3000');
  });
}

// The remote's code never arrives in these tests (the shell must not wait for it).
beforeEach(() => jest.mocked(loadRemoteModule).mockReturnValue(new Promise(() => {})));

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  resetRemoteEntries();
  jest.mocked(registerRemoteEntries).mockReset();
  jest.mocked(loadRemoteModule).mockReset();
  window.history.replaceState(null, '', '/');
});

describe('startShell', () => {
  it('registers the remotes from /config/remotes.json, resolving relative entries, then renders', async () => {
    await boot(() => Promise.resolve(jsonResponse(200, {
      mfe_projects: '/remotes/mfe-projects/mf-manifest.json',
      mfe_docs: 'https://cdn.example.com/mfe-docs/mf-manifest.json',
    })));
    expect(globalThis.fetch).toHaveBeenCalledWith('/config/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(registerRemoteEntries).toHaveBeenCalledWith({
      mfe_projects: 'http://localhost:3000/remotes/mfe-projects/mf-manifest.json',
      mfe_docs: 'https://cdn.example.com/mfe-docs/mf-manifest.json',
    });
    expect(getRemoteEntry('mfe_projects')).toBe('http://localhost:3000/remotes/mfe-projects/mf-manifest.json');
    // Signed out (the API answers 401), so the app lands on the login page.
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('still renders the shell when the remote configuration cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await boot(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(registerRemoteEntries).not.toHaveBeenCalled();
    expect(isRemoteConfigLoaded()).toBe(false);
  });

  /** Starts the shell with /config/remotes.json held back; what was asked before it answered (it answers `config`). */
  async function requestsBeforeConfig(config: Record<string, string>, whileHeld: () => void = () => {}): Promise<string[]> {
    let answerConfig: (response: unknown) => void = () => {};
    const container = document.createElement('div');
    document.body.appendChild(container);
    globalThis.fetch = jest.fn((input: RequestInfo | URL) =>
      String(input) === '/config/remotes.json'
        ? new Promise((resolve) => { answerConfig = resolve; })
        : Promise.resolve(halError(401, 'Unauthenticated', 'Authentication required.'))) as unknown as typeof fetch;
    let requested: string[] = [];
    await act(async () => {
      const started = startShell(container, 'http://localhost:3000');
      requested = jest.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input));
      whileHeld();
      answerConfig(jsonResponse(200, config));
      root = await started;
    });
    return requested;
  }

  // The configuration first: the pages' code waits on it, and the reads after it could take every connection.
  it('asks for the remote configuration first, and who is signed in while it is still loading', async () => {
    expect(await requestsBeforeConfig({})).toEqual(['/config/remotes.json', '/api/v3/users/me']);
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
  });

  it("on a document's page, asks for the document and its comments and loads the page's remote before the shell renders", async () => {
    window.history.replaceState(null, '', '/docs/7');
    const requested = await requestsBeforeConfig({ mfe_docs: '/remotes/mfe-docs/mf-manifest.json' }, () => expect(loadRemoteModule).not.toHaveBeenCalled());
    expect(requested).toEqual([
      '/config/remotes.json',
      '/api/v3/users/me',
      '/api/v3/documents/7',
      '/api/v3/documents/7/comment_threads?offset=1&pageSize=100',
    ]);
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe_docs/DocumentPage');
  });

  it("on a project's page, loads its view's remote, the selected task's panel and the header's actions before the shell renders", async () => {
    window.history.replaceState(null, '', '/projects/12?view=scrum&task=3');
    const config = Object.fromEntries(['mfe-sprints', 'mfe-tasks', 'mfe-projects'].map((name) => [name.replace('-', '_'), `/remotes/${name}/mf-manifest.json`]));
    await requestsBeforeConfig(config, () => expect(loadRemoteModule).not.toHaveBeenCalled());
    // The first loads, in the order the shell starts them (the page asks again once rendered: the runtime dedupes).
    expect(jest.mocked(loadRemoteModule).mock.calls.slice(0, 3).map(([id]) => id)).toEqual([
      'mfe_sprints/ProjectSprintsView', 'mfe_tasks/ProjectTaskPanel', 'mfe_projects/ProjectActions',
    ]);
  });

  it("on the projects page, asks for a member's own projects as soon as it knows who is signed in", async () => {
    window.history.replaceState(null, '', '/projects');
    const container = document.createElement('div');
    document.body.appendChild(container);
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/config/remotes.json') return Promise.resolve(jsonResponse(200, {}));
      if (url === '/api/v3/users/me') return Promise.resolve(jsonResponse(200, userHal({ id: 3, roleType: 'member' })));
      return new Promise(() => {});
    }) as unknown as typeof fetch;
    await act(async () => {
      root = await startShell(container, 'http://localhost:3000');
    });
    await waitFor(() => expect(jest.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input))).toContain(apiUrl(projectsListPage(true, 1).path, projectsListPage(true, 1).query)));
  });

  it('refuses to start without a container', async () => {
    await expect(startShell(null)).rejects.toThrow('The page has no #root element.');
  });
});
