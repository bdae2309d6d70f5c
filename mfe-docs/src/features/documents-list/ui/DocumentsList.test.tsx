import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders, mapCurrentUser, resetProjectEvents, MemoryRouter, Route, Routes, setCurrentUser, useLocation, type DocumentHal, type ProjectHal } from '@tessera/shared';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf, type MockResponse, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import { adminHal, membershipHal, projectDetailHal, userHal } from '@tessera/shared/test/fixtures';
import { fill, setupUser } from '@tessera/shared/test/user';
import { DOCUMENTS_PAGE_SIZE } from '../api/documents';
import {
  CREATE_FIRST_DOCUMENT_LABEL, DELETE_CONFIRM_TITLE, DOCUMENT_DELETE_FAILED_MESSAGE, DOCUMENT_DELETED_MESSAGE, DOCUMENTS_LOAD_FAILED_MESSAGE,
  DOCUMENTS_LOADING_MESSAGE, DocumentsList, NEW_DOCUMENT_LABEL, NO_DOCUMENTS_MESSAGE,
} from './DocumentsList';
import { CREATE_DOCUMENT_SUBMIT, DOCUMENT_CREATE_FAILED_MESSAGE, DOCUMENT_CREATED_MESSAGE, TITLE_REQUIRED_MESSAGE } from './NewDocumentDialog';

jest.setTimeout(30_000);

const PROJECT_ID = 5;

function documentHal(id: number, title: string, options: { preview?: string; deletable?: boolean } = {}): DocumentHal {
  return {
    _type: 'Document', id, title, preview: options.preview ?? `Text of ${title}`, lockVersion: 0,
    createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-02T10:00:00Z',
    _links: {
      self: { href: `/api/v3/documents/${id}`, title },
      ...(options.deletable === false ? {} : { delete: { href: `/api/v3/documents/${id}`, method: 'delete' } }),
    },
  };
}

interface FakeDocumentsServer {
  documents: DocumentHal[];
  project: ProjectHal;
  /** One-off answer for the next request matching method and path. */
  next?: { method: string; path: string; response: MockResponse };
}

/** Answers the documents API from `server.documents`, as the server does (newest first, pages of pageSize). */
function serve(server: FakeDocumentsServer) {
  return mockFetch((request: RecordedRequest) => {
    const path = apiPathOf(request);
    if (server.next && server.next.method === request.method && server.next.path === path) {
      const { response } = server.next;
      server.next = undefined;
      return response;
    }
    if (request.method === 'GET' && path === `/projects/${PROJECT_ID}`) return jsonResponse(200, server.project);
    if (request.method === 'GET' && path === `/projects/${PROJECT_ID}/documents`) {
      const query = new URL(request.url, 'http://localhost').searchParams;
      const page = Number(query.get('offset') ?? 1);
      const size = Number(query.get('pageSize') ?? 20);
      const elements = server.documents.slice((page - 1) * size, page * size);
      return jsonResponse(200, { _type: 'Collection', total: server.documents.length, count: elements.length, offset: page, pageSize: size, _embedded: { elements } });
    }
    if (request.method === 'POST' && path === `/projects/${PROJECT_ID}/documents`) {
      const { title } = request.body as { title: string };
      const created = documentHal(100 + server.documents.length, title, { preview: '' });
      server.documents = [created, ...server.documents];
      return jsonResponse(201, created);
    }
    const deleted = /^\/documents\/(\d+)$/.exec(path);
    if (request.method === 'DELETE' && deleted) {
      server.documents = server.documents.filter((document) => document.id !== Number(deleted[1]));
      return jsonResponse(204);
    }
    return halError(404, 'NotFound', 'The requested resource could not be found.');
  });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderList() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/projects/5']}>
        <Routes>
          <Route path="/projects/:projectId" element={<DocumentsList projectId={PROJECT_ID} projectName="Apollo & Co" title={<h2>Documents of Apollo</h2>} />} />
          <Route path="/docs/:id" element={<div data-testid="document-page" />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
}

const MEMBER = userHal();
/** The project as a member sees it: their membership's roles with these permissions. */
const projectFor = (permissions: string[]) =>
  projectDetailHal(1, {}, membershipHal(200, { id: MEMBER.id, name: MEMBER.name }, [{ id: 3, name: 'Role', permissions }]));

describe('DocumentsList', () => {
  it('shows each document as a card with its title, a preview cut at 60 characters and a link to its page', async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    const long = 'Attendees: Priya, Tomás and Hannah. Decisions: ship the beta on Friday, then review.';
    serve({ project: projectDetailHal(0), documents: [documentHal(1, 'Kickoff minutes', { preview: long }), documentHal(2, 'Runbook', { preview: 'Short' })] });
    renderList();
    expect(screen.getByText(DOCUMENTS_LOADING_MESSAGE)).toBeInTheDocument();

    const card = await screen.findByTestId('document-card-1');
    expect(within(card).getByText(`${long.slice(0, 60).trimEnd()}…`)).toBeInTheDocument();
    expect(within(screen.getByTestId('document-card-2')).getByText('Short')).toBeInTheDocument();

    const user = setupUser();
    await user.click(within(card).getByRole('link', { name: 'Kickoff minutes' }));
    await screen.findByTestId('document-page');
    const url = new URL(screen.getByTestId('location').textContent!, 'http://localhost');
    expect(url.pathname).toBe('/docs/1');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: 'project', projectId: '5', projectName: 'Apollo & Co' });
  });

  it('opens the document from anywhere on its card, but not from its delete confirmation', async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    serve({ project: projectDetailHal(0), documents: [documentHal(1, 'Runbook', { preview: 'Steps to restart the queue' })] });
    renderList();
    const user = setupUser();
    await user.click(within(await screen.findByTestId('document-card-1')).getByRole('button', { name: 'Delete Runbook' }));
    await user.click(await screen.findByText(DELETE_CONFIRM_TITLE));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/projects\/5$/);

    await user.click(screen.getByText('Steps to restart the queue'));
    await screen.findByTestId('document-page');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/docs\/1\?from=project/);
  });

  it('says when the project has no documents and offers the first one to who may create', async () => {
    setCurrentUser(mapCurrentUser(MEMBER));
    serve({ project: projectFor(['view_documents', 'manage_documents']), documents: [] });
    renderList();
    expect(await screen.findByText(NO_DOCUMENTS_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: CREATE_FIRST_DOCUMENT_LABEL })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(NEW_DOCUMENT_LABEL) })).toBeInTheDocument();
  });

  it('offers neither creating nor deleting to a member without manage_documents', async () => {
    setCurrentUser(mapCurrentUser(MEMBER));
    const fetchMock = serve({ project: projectFor(['view_documents']), documents: [documentHal(1, 'Runbook', { deletable: false })] });
    renderList();
    const card = await screen.findByTestId('document-card-1');
    await waitFor(() => expect(requestsOf(fetchMock).some((request) => apiPathOf(request) === `/projects/${PROJECT_ID}`)).toBe(true));
    await waitFor(() => expect(screen.queryByText(DOCUMENTS_LOADING_MESSAGE)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: new RegExp(NEW_DOCUMENT_LABEL) })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete Runbook' })).not.toBeInTheDocument();
  });

  it('offers nothing to create in an archived project, even to an admin', async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    serve({ project: projectDetailHal(0, { active: false }), documents: [] });
    renderList();
    expect(await screen.findByText(NO_DOCUMENTS_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: new RegExp(NEW_DOCUMENT_LABEL) })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: CREATE_FIRST_DOCUMENT_LABEL })).not.toBeInTheDocument();
  });

  it('shows the failure with a Retry that loads the documents again', async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    const server: FakeDocumentsServer = { project: projectDetailHal(0), documents: [documentHal(1, 'Runbook')] };
    server.next = { method: 'GET', path: `/projects/${PROJECT_ID}/documents`, response: halError(500, 'InternalServerError', 'The server failed.') };
    serve(server);
    renderList();
    expect(await screen.findByText(DOCUMENTS_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('The server failed.')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('document-card-1')).toBeInTheDocument();
  });

  it('creates a document with the title given (required) and shows its card', async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    const fetchMock = serve({ project: projectDetailHal(0), documents: [] });
    renderList();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: CREATE_FIRST_DOCUMENT_LABEL }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: CREATE_DOCUMENT_SUBMIT }));
    expect(await within(dialog).findByText(TITLE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(requestsOf(fetchMock).some((request) => request.method === 'POST')).toBe(false);

    await fill(user, within(dialog).getByLabelText('Title'), '  Weekly sync  ');
    await user.click(within(dialog).getByRole('button', { name: CREATE_DOCUMENT_SUBMIT }));
    expect(await screen.findByText(DOCUMENT_CREATED_MESSAGE)).toBeInTheDocument();
    expect(requestsOf(fetchMock).find((request) => request.method === 'POST')?.body).toEqual({ title: 'Weekly sync' });
    expect(await screen.findByRole('link', { name: 'Weekly sync' })).toBeInTheDocument();
  });

  it("says when creating fails, with the server's reason, and keeps the dialog open", async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    const server: FakeDocumentsServer = { project: projectDetailHal(0), documents: [] };
    server.next = { method: 'POST', path: `/projects/${PROJECT_ID}/documents`, response: halError(403, 'MissingPermission', 'You are not authorized to access this resource.') };
    serve(server);
    renderList();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: new RegExp(NEW_DOCUMENT_LABEL) }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Title'), 'Weekly sync');
    await user.click(within(dialog).getByRole('button', { name: CREATE_DOCUMENT_SUBMIT }));
    expect(await screen.findByText(`${DOCUMENT_CREATE_FAILED_MESSAGE}: You are not authorized to access this resource.`)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a document after confirmation', async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    const fetchMock = serve({ project: projectDetailHal(0), documents: [documentHal(1, 'Runbook'), documentHal(2, 'Spec')] });
    renderList();
    const user = setupUser();
    await user.click(within(await screen.findByTestId('document-card-1')).getByRole('button', { name: 'Delete Runbook' }));
    expect(requestsOf(fetchMock).some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DOCUMENT_DELETED_MESSAGE)).toBeInTheDocument();
    expect(requestsOf(fetchMock).find((request) => request.method === 'DELETE')?.url).toContain('/api/v3/documents/1');
    await waitFor(() => expect(screen.queryByTestId('document-card-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('document-card-2')).toBeInTheDocument();
  });

  it('says when deleting fails and keeps the card', async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    const server: FakeDocumentsServer = { project: projectDetailHal(0), documents: [documentHal(1, 'Runbook')] };
    server.next = { method: 'DELETE', path: '/documents/1', response: halError(403, 'MissingPermission', 'The project is archived.') };
    serve(server);
    renderList();
    const user = setupUser();
    await user.click(within(await screen.findByTestId('document-card-1')).getByRole('button', { name: 'Delete Runbook' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${DOCUMENT_DELETE_FAILED_MESSAGE}: The project is archived.`)).toBeInTheDocument();
    expect(screen.getByTestId('document-card-1')).toBeInTheDocument();
  });

  it('pages through more documents than fit on one page', async () => {
    setCurrentUser(mapCurrentUser(adminHal()));
    const documents = Array.from({ length: DOCUMENTS_PAGE_SIZE + 3 }, (_, index) => documentHal(index + 1, `Document ${index + 1}`));
    serve({ project: projectDetailHal(0), documents });
    renderList();
    expect(await screen.findByTestId('document-card-1')).toBeInTheDocument();
    expect(screen.queryByTestId(`document-card-${DOCUMENTS_PAGE_SIZE + 1}`)).not.toBeInTheDocument();
    await setupUser().click(screen.getByTitle('2'));
    expect(await screen.findByTestId(`document-card-${DOCUMENTS_PAGE_SIZE + 1}`)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ul[aria-label="Documents"]'))).toHaveLength(3);
  });

  it("shows another person's new document and drops a deleted one live, without a reload", async () => {
    const restore = FakeEventSource.install();
    try {
      setCurrentUser(mapCurrentUser(adminHal()));
      const server: FakeDocumentsServer = { project: projectDetailHal(0), documents: [documentHal(1, 'Minutes'), documentHal(2, 'Spec')] };
      const fetchMock = serve(server);
      const listRequests = () => requestsOf(fetchMock).filter((request) => apiPathOf(request) === `/projects/${PROJECT_ID}/documents`);
      renderList();
      expect(await screen.findByTestId('document-card-2')).toBeInTheDocument();
      const stream = await waitFor(() => FakeEventSource.latest());
      server.documents = [documentHal(3, 'Release plan'), documentHal(1, 'Minutes')];
      act(() => {
        stream.open();
        // Another project's document changes nothing here.
        stream.emit({ id: 'other', type: 'document.created', projectId: PROJECT_ID + 1, documentId: 9, actorId: 7, at: '2026-11-26T10:00:00Z' });
      });
      expect(listRequests()).toHaveLength(1);
      act(() => void stream.emit({ id: 'new', type: 'document.created', projectId: PROJECT_ID, documentId: 3, actorId: 7, at: '2026-11-26T10:00:00Z' }));
      expect(await screen.findByTestId('document-card-3')).toHaveTextContent('Release plan');
      await waitFor(() => expect(screen.queryByTestId('document-card-2')).not.toBeInTheDocument());
    } finally {
      resetProjectEvents();
      restore();
    }
  });
});
