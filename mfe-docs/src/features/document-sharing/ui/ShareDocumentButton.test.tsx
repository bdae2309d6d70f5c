import { render, screen, within } from '@testing-library/react';
import { AppProviders, SHARE_MESSAGES } from '@tessera/shared';
import { apiPathOf, jsonResponse, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { setupUser } from '@tessera/shared/test/user';
import { ShareDocumentButton } from './ShareDocumentButton';

it("opens the Share dialog of the card's document, which loads that document's shares", async () => {
  const fetchMock = mockFetch(() => jsonResponse(200, { _type: 'Collection', total: 0, count: 0, _embedded: { elements: [] } }));
  render(
    <AppProviders>
      <ShareDocumentButton documentId={7} documentTitle="Runbook" />
    </AppProviders>,
  );
  await setupUser().click(screen.getByRole('button', { name: 'Share Runbook' }));
  const dialog = await screen.findByRole('dialog', { name: "Share 'Runbook'" });
  expect(await within(dialog).findByText(SHARE_MESSAGES.noShares)).toBeInTheDocument();
  expect(requestsOf(fetchMock).map(apiPathOf)).toEqual(['/documents/7/shares']);
});
