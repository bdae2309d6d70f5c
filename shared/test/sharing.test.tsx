import { render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../src/ui/AppProviders';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf, type RecordedRequest } from './fetch-mock';
import { userHal } from './fixtures';
import { setupUser } from './user';
import { useState } from 'react';
import { Button, mapShare, SHARE_MESSAGES, ShareDialog, type ShareHal, type SharedEntity } from '../src';

jest.setTimeout(30_000);

const DOCUMENT_ID = 7;
const TASK_ID = 31;

function shareHal(id: number, user: { id: number; name: string }, level: ShareHal['permissionLevel'], manageable = true, entity: 'Document' | 'WorkPackage' = 'Document'): ShareHal {
  const entityId = entity === 'Document' ? DOCUMENT_ID : TASK_ID;
  const entityHref = entity === 'Document' ? `/api/v3/documents/${DOCUMENT_ID}` : `/api/v3/work_packages/${TASK_ID}`;
  return {
    _type: 'Share', id, permissionLevel: level, createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-01T10:00:00Z',
    user: { id: user.id, name: user.name, email: null },
    sharedEntity: { type: entity, id: entityId, title: 'Runbook' },
    _links: {
      self: { href: `/api/v3/sharing_permissions/${id}` },
      user: { href: `/api/v3/users/${user.id}`, title: user.name },
      sharedEntity: { href: entityHref },
      ...(manageable ? { update: { href: `/api/v3/sharing_permissions/${id}`, method: 'put' }, delete: { href: `/api/v3/sharing_permissions/${id}`, method: 'delete' } } : {}),
    },
  };
}

const USERS = [{ id: 11, name: 'Hannah Berg' }, { id: 12, name: 'Hans Olsen' }, { id: 13, name: 'Tomás Herrera' }];

function serve(state: { shares: ShareHal[]; failShare?: boolean }, entity: 'Document' | 'WorkPackage' = 'Document') {
  const sharesPath = entity === 'Document' ? `/documents/${DOCUMENT_ID}/shares` : `/work_packages/${TASK_ID}/shares`;
  return mockFetch((request: RecordedRequest) => {
    const path = apiPathOf(request);
    if (request.method === 'GET' && path === sharesPath) {
      return jsonResponse(200, { _type: 'Collection', total: state.shares.length, count: state.shares.length, _embedded: { elements: state.shares } });
    }
    if (request.method === 'GET' && path === '/users') {
      const filters = JSON.parse(new URL(request.url, 'http://localhost').searchParams.get('filters') ?? '[]') as Record<string, { values: string[] }>[];
      const term = filters.find((filter) => filter.name)?.name.values[0]?.toLowerCase() ?? '';
      const elements = USERS.filter((user) => user.name.toLowerCase().includes(term)).map((user) => userHal(user));
      return jsonResponse(200, { _type: 'Collection', total: elements.length, count: elements.length, _embedded: { elements } });
    }
    if (request.method === 'POST' && path === sharesPath) {
      if (state.failShare) return halError(422, 'PropertyConstraintViolation', 'The user is locked and cannot be shared with.', 'user');
      const body = request.body as { permissionLevel: ShareHal['permissionLevel']; _links: { user: { href: string } } };
      const userId = Number(body._links.user.href.split('/').pop());
      const created = shareHal(100 + state.shares.length, USERS.find((user) => user.id === userId)!, body.permissionLevel, true, entity);
      state.shares = [...state.shares, created];
      return jsonResponse(201, created);
    }
    const shareId = /^\/sharing_permissions\/(\d+)$/.exec(path);
    if (request.method === 'PUT' && shareId) {
      const share = state.shares.find((entry) => entry.id === Number(shareId[1]))!;
      share.permissionLevel = (request.body as { permissionLevel: ShareHal['permissionLevel'] }).permissionLevel;
      return jsonResponse(200, share);
    }
    const removed = new RegExp(`^${sharesPath}/(\\d+)$`).exec(path);
    if (request.method === 'DELETE' && removed) {
      state.shares = state.shares.filter((entry) => entry.id !== Number(removed[1]));
      return jsonResponse(204);
    }
    return halError(404, 'NotFound', 'The requested resource could not be found.');
  });
}

/** The dialog behind a button, as the document cards and the task panel open it. */
function Harness({ entity }: { entity: SharedEntity }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Share Runbook</Button>
      <ShareDialog entity={entity} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderButton(type: SharedEntity['type'] = 'Document') {
  render(
    <AppProviders>
      <Harness entity={{ type, id: type === 'Document' ? DOCUMENT_ID : TASK_ID, title: 'Runbook' }} />
    </AppProviders>,
  );
}

describe('ShareDialog', () => {
  it('searches users after typing pauses, shares at the chosen level and lists the new share', async () => {
    const state = { shares: [] as ShareHal[] };
    const fetchMock = serve(state);
    renderButton();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Share Runbook' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(SHARE_MESSAGES.noShares)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: 'User to share with' }), 'han');
    // One search for the settled term, not one per keystroke.
    await user.click(await screen.findByText('Hannah Berg'));
    expect(requestsOf(fetchMock).filter((request) => apiPathOf(request) === '/users')).toHaveLength(1);

    await user.click(within(dialog).getByRole('combobox', { name: 'Permission level' }));
    await user.click(await screen.findByTitle('Change its title and content'));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(await screen.findByText(SHARE_MESSAGES.shared('Hannah Berg'))).toBeInTheDocument();
    const posted = requestsOf(fetchMock).find((request) => request.method === 'POST')!;
    expect(posted.body).toEqual({ permissionLevel: 'edit', _links: { user: { href: '/api/v3/users/11' } } });
    const entry = await within(dialog).findByTestId('share-entry-11');
    expect(within(entry).getByText('Hannah Berg')).toBeInTheDocument();
    expect(within(entry).getByText('Can edit')).toBeInTheDocument();
  });

  it('says when no user matches', async () => {
    serve({ shares: [] });
    renderButton();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Share Runbook' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'User to share with' }), 'zzz');
    expect(await within(dialog).findByText(`${SHARE_MESSAGES.noUsers}. ${SHARE_MESSAGES.tryAnother}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it("shows the server's refusal in the dialog", async () => {
    serve({ shares: [], failShare: true });
    renderButton();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Share Runbook' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'User to share with' }), 'tom');
    await user.click(await screen.findByText('Tomás Herrera'));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByTestId('share-error')).toHaveTextContent(`${SHARE_MESSAGES.shareFailed('Document')}: The user is locked and cannot be shared with.`);
  });

  it('changes the level of a share and removes it; shares the user may not change show their level only', async () => {
    const state = { shares: [shareHal(1, USERS[0], 'view'), shareHal(2, USERS[2], 'manage', false)] };
    const fetchMock = serve(state);
    renderButton();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Share Runbook' }));
    const dialog = await screen.findByRole('dialog');
    const hannah = await within(dialog).findByTestId('share-entry-11');
    expect(within(within(dialog).getByTestId('share-entry-13')).getByText('Can manage')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove Tomás Herrera' })).not.toBeInTheDocument();

    await user.click(within(hannah).getByRole('combobox', { name: 'Permission of Hannah Berg' }));
    await user.click(await screen.findByTitle('Edit, share and delete it'));
    await waitFor(() => expect(requestsOf(fetchMock).some((request) => request.method === 'PUT')).toBe(true));
    expect(requestsOf(fetchMock).find((request) => request.method === 'PUT')!.body).toEqual({ permissionLevel: 'manage' });

    await user.click(within(dialog).getByRole('button', { name: 'Remove Hannah Berg' }));
    expect(await screen.findByText(SHARE_MESSAGES.removed('Hannah Berg'))).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByTestId('share-entry-11')).not.toBeInTheDocument());
  });

  it("shares a work package through the work package's shares, with the task's level descriptions", async () => {
    const state = { shares: [] as ShareHal[] };
    const fetchMock = serve(state, 'WorkPackage');
    renderButton('WorkPackage');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Share Runbook' }));
    const dialog = await screen.findByRole('dialog', { name: "Share 'Runbook'" });
    expect(await within(dialog).findByText(SHARE_MESSAGES.noShares)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'User to share with' }), 'hans');
    await user.click(await screen.findByText('Hans Olsen'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Permission level' }));
    await user.click(await screen.findByTitle('Change the task and comment on it'));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByTestId('share-entry-12')).toHaveTextContent('Can edit');
    const posted = requestsOf(fetchMock).find((request) => request.method === 'POST')!;
    expect(apiPathOf(posted)).toBe(`/work_packages/${TASK_ID}/shares`);
    expect(posted.body).toEqual({ permissionLevel: 'edit', _links: { user: { href: '/api/v3/users/12' } } });
  });
});

describe('mapShare', () => {
  it("refuses answers without the user or the entity with the spec's messages", () => {
    const share = shareHal(1, USERS[0], 'view');
    expect(() => mapShare(null)).toThrow(SHARE_MESSAGES.emptyResponse);
    expect(() => mapShare({ ...share, _links: { ...share._links, user: undefined } } as unknown as ShareHal)).toThrow(SHARE_MESSAGES.missingUser);
    expect(() => mapShare({ ...share, sharedEntity: undefined } as unknown as ShareHal)).toThrow(SHARE_MESSAGES.missingEntity);
  });
});
