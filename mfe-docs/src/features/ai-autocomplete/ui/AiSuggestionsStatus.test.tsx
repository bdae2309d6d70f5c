import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiPathOf, halError, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { AiAutocompleteError } from '../api/autocomplete';
import { AiAutocompleteSession } from '../model/session';
import { AiSuggestionsStatus } from './AiSuggestionsStatus';

const healthBody = (over: Record<string, unknown> = {}) => ({ _type: 'AiHealth', enabled: true, configured: true, available: true, projectEnabled: true, providers: [], ...over });

function renderStatus(session: AiAutocompleteSession, props: { projectId?: number | null; editable?: boolean } = {}) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AiSuggestionsStatus session={session} projectId={props.projectId === undefined ? 5 : props.projectId} editable={props.editable ?? true} />
    </QueryClientProvider>,
  );
}

test('AI on: the tag reads "AI suggestions on" with Tab/Escape in its tooltip, and the session asks', async () => {
  const fetch = mockFetch(() => jsonResponse(200, healthBody()));
  const session = new AiAutocompleteSession();
  renderStatus(session);
  const tag = await screen.findByText('AI suggestions on');
  expect(session.isActive()).toBe(true);
  const [request] = requestsOf(fetch);
  expect(apiPathOf(request)).toBe('/ai/health');
  expect(new URL(request.url, 'http://localhost').searchParams.get('projectId')).toBe('5');
  await userEvent.hover(tag);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Tab accepts it, Escape dismisses it.');
});

test.each([
  [{ configured: false, available: false }, 'AI suggestions: not configured'],
  [{ projectEnabled: false }, 'AI suggestions: off for this project'],
  [{ enabled: false }, 'AI suggestions: off'],
])('%j: the tag says why, and nothing is asked', async (over, label) => {
  mockFetch(() => jsonResponse(200, healthBody(over)));
  const session = new AiAutocompleteSession();
  session.setActive(true);
  renderStatus(session);
  expect(await screen.findByText(label)).toBeInTheDocument();
  expect(session.isActive()).toBe(false);
});

test('a reader: no health request, the tag says read-only', async () => {
  const fetch = mockFetch(() => jsonResponse(200, healthBody()));
  const session = new AiAutocompleteSession();
  renderStatus(session, { editable: false });
  expect(screen.getByText('AI suggestions: read-only')).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
  expect(session.isActive()).toBe(false);
});

test('the health check failing: "unavailable", inactive', async () => {
  mockFetch(() => halError(500, 'InternalServerError', 'An unexpected error occurred'));
  const session = new AiAutocompleteSession();
  renderStatus(session);
  expect(await screen.findByText('AI suggestions: unavailable')).toBeInTheDocument();
  expect(session.isActive()).toBe(false);
});

test('a failed suggestion shows a small status beside the tag, cleared by the next suggestion', async () => {
  mockFetch(() => jsonResponse(200, healthBody()));
  const session = new AiAutocompleteSession();
  renderStatus(session);
  await screen.findByText('AI suggestions on');
  act(() => session.report(new AiAutocompleteError('OpenAI request timed out. Please try again.', 'TIMEOUT', 504)));
  expect(screen.getByRole('status')).toHaveTextContent('AI suggestion unavailable: OpenAI request timed out. Please try again.');
  act(() => session.succeeded('more'));
  await waitFor(() => expect(screen.queryByTestId('ai-suggestions-status')).not.toBeInTheDocument());
});
