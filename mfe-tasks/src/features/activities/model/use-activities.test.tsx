import { act, renderHook, waitFor } from '@testing-library/react';
import { AppProviders, queryClient, setCurrentUser } from '@tessera/shared';
import { jsonResponse, mockApi } from '@tessera/shared/test/fetch-mock';
import { PANEL_USER } from '../../task-panel/testing/render-panel';
import { activityKeys } from './activity-keys';
import { useActivityAttachments, useReactions, useToggleReaction, useUploadAttachment } from './use-activities';

const REACTIONS = /^\/activities\/2\/emoji_reactions$/;
const ATTACHMENTS = /^\/activities\/2\/attachments$/;

const reactionsHal = (count: number) => ({
  _type: 'Collection',
  total: count > 0 ? 1 : 0,
  _embedded: {
    elements: count > 0
      ? [{ _type: 'EmojiReaction', reaction: 'thumbs_up', emoji: '👍', reactionsCount: count, _links: { reactingUsers: [{ href: `/api/v3/users/${PANEL_USER.id}`, title: PANEL_USER.name }] } }]
      : [],
  },
});

describe('useToggleReaction', () => {
  it("keeps the server's answer to a toggle when a read that left before it answers later (a live update's refetch)", async () => {
    setCurrentUser(PANEL_USER);
    const fake = mockApi(() => jsonResponse(200, reactionsHal(0)));
    const { result } = renderHook(
      () => ({ reactions: useReactions(2), toggle: useToggleReaction(2, PANEL_USER.id) }),
      { wrapper: AppProviders },
    );
    await waitFor(() => expect(result.current.reactions.data).toEqual([]));

    // The user reacts; before the server has it, a live update asks for the reactions again.
    const answerToggle = fake.hold('POST', REACTIONS, jsonResponse(200, reactionsHal(1)));
    const answerStaleRead = fake.hold('GET', REACTIONS, jsonResponse(200, reactionsHal(0)));
    let toggled: Promise<unknown> = Promise.resolve();
    act(() => {
      toggled = result.current.toggle.mutateAsync({ reaction: 'thumbs_up', emoji: '👍' });
    });
    await waitFor(() => expect(fake.requests('POST', REACTIONS)).toHaveLength(1));
    act(() => void queryClient.invalidateQueries({ queryKey: activityKeys.reactions(2) }));
    await waitFor(() => expect(fake.requests('GET', REACTIONS)).toHaveLength(2));

    // The toggle's answer comes first, then the read that left before the toggle was stored (without it).
    await act(async () => {
      answerToggle();
      await toggled;
      answerStaleRead();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.reactions.data?.map((reaction) => [reaction.reaction, reaction.count])).toEqual([['thumbs_up', 1]]);
  });
});

describe('useUploadAttachment', () => {
  const attachmentHal = (id: number) => ({ _type: 'Attachment', id, fileName: `file-${id}.txt`, fileSize: 10, contentType: 'text/plain', createdAt: '2026-06-19T09:00:00Z', _links: {} });
  const listHal = (...ids: number[]) => ({ _type: 'Collection', total: ids.length, _embedded: { elements: ids.map(attachmentHal) } });

  it("keeps an uploaded file when a read that left before the upload answers later (a live update's refetch)", async () => {
    let stored = [1];
    const fake = mockApi(() => jsonResponse(200, listHal(...stored)));
    const { result } = renderHook(
      () => ({ attachments: useActivityAttachments(2), upload: useUploadAttachment(2) }),
      { wrapper: AppProviders },
    );
    await waitFor(() => expect(result.current.attachments.data?.map((item) => item.id)).toEqual([1]));

    const answerUpload = fake.hold('POST', ATTACHMENTS, jsonResponse(201, attachmentHal(2)));
    const answerStaleRead = fake.hold('GET', ATTACHMENTS, jsonResponse(200, listHal(1)));
    let uploaded: Promise<unknown> = Promise.resolve();
    act(() => {
      uploaded = result.current.upload.mutateAsync(new File(['contrast 3.1:1'], 'file-2.txt', { type: 'text/plain' }));
    });
    await waitFor(() => expect(fake.requests('POST', ATTACHMENTS)).toHaveLength(1));
    act(() => void queryClient.invalidateQueries({ queryKey: activityKeys.attachments(2) }));
    await waitFor(() => expect(fake.requests('GET', ATTACHMENTS)).toHaveLength(2));

    stored = [1, 2];
    await act(async () => {
      answerUpload();
      await uploaded;
      answerStaleRead();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.attachments.data?.map((item) => item.id)).toEqual([1, 2]);
  });
});
