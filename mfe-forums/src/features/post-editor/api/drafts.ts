// Reading and autosaving a post's server-kept draft: one per user and forum (a new topic) or topic (a reply).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, App } from '@tessera/shared';
import { useEffect, useRef, useState } from 'react';
import { discardDraft, fetchDraft, forumKeys, saveDraft, type ForumDraftHal } from '../../../entities/forum';
import { DRAFT_MESSAGES, DRAFT_SAVE_DEBOUNCE_MS, type DraftSaveState } from '../model/drafts';
import type { PostContent } from '../model/post-content';

/** The caller's draft (topicId null: of a new topic in the forum); none is null (the server answers 404). */
export function usePostDraft(forumId: number, topicId: number | null, { enabled = true, refetchOnMount = true }: { enabled?: boolean; refetchOnMount?: boolean } = {}) {
  return useQuery({
    queryKey: forumKeys.draft(forumId, topicId ?? undefined),
    queryFn: async ({ signal }): Promise<ForumDraftHal | null> => {
      try {
        return await fetchDraft(forumId, topicId ?? undefined, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: 0,
    refetchOnMount,
    // Read when the form opens, not again under the user's typing.
    refetchOnWindowFocus: false,
  });
}

export interface DraftContent {
  subject?: string;
  content: PostContent;
}

const isEmpty = (draft: DraftContent) => !draft.subject?.trim() && !draft.content.text;

/**
 * Saves what is typed once typing pauses (and what is left when the form closes); emptied, the draft is deleted.
 * The query cache holds the latest draft at once, so the form opened again shows it whatever the network did.
 * `restored`: the form started from a stored draft.
 */
export function useDraftAutosave(forumId: number, topicId: number | null, restored: boolean) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const key = forumKeys.draft(forumId, topicId ?? undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Waiting for the pause. */
  const pending = useRef<DraftContent | null>(null);
  /** The last one sent (a Retry sends it again). */
  const lastSent = useRef<DraftContent | null>(null);
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const stored = useRef(restored);
  const mounted = useRef(false);
  const [state, setState] = useState<DraftSaveState>('idle');
  const [hasDraft, setHasDraft] = useState(restored);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  };

  const send = (draft: DraftContent) => {
    const empty = isEmpty(draft);
    if (empty && !stored.current) return;
    lastSent.current = draft;
    stored.current = !empty;
    const cached: ForumDraftHal | null = empty
      ? null
      : { _type: 'ForumDraft', subject: draft.subject ?? null, contentDocument: draft.content.doc, updatedAt: new Date().toISOString() };
    queryClient.setQueryData(key, cached);
    if (mounted.current) setState('saving');
    const request = empty
      ? discardDraft(forumId, topicId ?? undefined)
      : saveDraft(forumId, { ...(topicId === null ? {} : { topic: topicId }), subject: draft.subject, content: draft.content.doc });
    inFlight.current = request.then(
      () => {
        if (!mounted.current) return;
        setState(empty ? 'idle' : 'saved');
        setHasDraft(!empty);
      },
      () => {
        // Closed meanwhile: the form's line is gone, so a toast says it.
        if (mounted.current) setState('failed');
        else void message.error(DRAFT_MESSAGES.saveFailed);
      },
    );
  };

  const flush = () => {
    const next = pending.current;
    cancel();
    if (next) send(next);
  };

  // Closing the form saves what the last pause had not saved yet.
  const flushOnClose = useRef(flush);
  useEffect(() => {
    flushOnClose.current = flush;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      flushOnClose.current();
    };
  }, []);

  const forget = () => {
    stored.current = false;
    lastSent.current = null;
    // Typed since the post was sent: that is the next draft, saved at the next pause.
    if (!pending.current) queryClient.setQueryData(key, null);
    setState('idle');
    setHasDraft(false);
  };

  return {
    state,
    /** The server holds a draft of this form. */
    hasDraft,
    schedule(draft: DraftContent) {
      if (timer.current) clearTimeout(timer.current);
      pending.current = draft;
      timer.current = setTimeout(flush, DRAFT_SAVE_DEBOUNCE_MS);
    },
    retry() {
      if (lastSent.current) send(lastSent.current);
    },
    /** Before posting: nothing more is saved, and a save on its way lands first (posting deletes the draft). */
    async settle() {
      cancel();
      await inFlight.current;
    },
    /** The post was sent: the server deleted the draft with it. */
    forget,
    /** 'Discard draft': deleted on the server (a failure says so and keeps it). */
    async discard(): Promise<boolean> {
      cancel();
      await inFlight.current;
      try {
        await discardDraft(forumId, topicId ?? undefined);
      } catch {
        void message.error(DRAFT_MESSAGES.discardFailed);
        return false;
      }
      forget();
      return true;
    },
  };
}
