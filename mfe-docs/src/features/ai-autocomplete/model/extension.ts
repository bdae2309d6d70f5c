// The AI autocomplete as a Tiptap extension: a ProseMirror plugin that, after the user pauses typing with an empty
// caret at the end of a text block, asks the server for a completion of the text before the caret and shows it as grey
// inline text (a widget decoration) while it streams. Tab accepts it (one undoable step), Escape dismisses it; typing,
// moving the caret, leaving the editor or a co-editor's change to that block dismisses it and aborts the request.
import { Extension } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { streamAutocomplete, type AutocompleteRequest, type StreamOptions } from '../api/autocomplete';

export const AI_PAUSE_MS = 700;
export const AI_MIN_CHARS = 3;
export const AI_CONTEXT_CHARS = 1000;
export const SUGGESTION_HINT_BEFORE = 'Suggestion: ';
export const SUGGESTION_HINT_AFTER = ' (press Tab to accept, Escape to dismiss)';

export interface SuggestionState {
  /** Where the suggestion goes (the caret when it was asked for); null: none asked for or shown. */
  anchor: number | null;
  text: string;
  /** The request the anchor and text belong to. */
  request: number;
  /** Counts the user's own edits and caret moves: each one restarts the pause. */
  activity: number;
}

type Meta = { type: 'start'; anchor: number; request: number } | { type: 'token'; request: number; text: string } | { type: 'clear' };

export const aiSuggestionKey = new PluginKey<SuggestionState>('aiAutocomplete');

export interface AiAutocompleteOptions {
  projectId: number;
  documentId?: number | null;
  delayMs: number;
  /** Read when the pause is over: false asks nothing (AI off, not configured, the user may not edit). */
  isActive: () => boolean;
  /** True while asking is paused (after a RATE_LIMIT, until its Retry-After). */
  isPaused: () => boolean;
  /** The request (the API's by default; tests pass a fake). */
  request: (request: AutocompleteRequest, options: StreamOptions) => Promise<string>;
  onError: (error: unknown) => void;
  /** A suggestion finished streaming (to announce it and clear an earlier error). */
  onSuggestion: (text: string) => void;
}

/** The suggestion shown now, if any. */
export function currentSuggestion(state: EditorState): { anchor: number; text: string } | null {
  const value = aiSuggestionKey.getState(state);
  return value && value.anchor !== null && value.text ? { anchor: value.anchor, text: value.text } : null;
}

/** Co-editing's undo plugin state (y-tiptap keys it 'y-undo$'), when the editor is co-edited. */
function yUndoState(state: EditorState): { undoManager?: unknown } | undefined {
  const plugin = state.plugins.find((candidate) => (candidate as unknown as { key: string }).key === 'y-undo$');
  return plugin?.getState(state) as { undoManager?: unknown } | undefined;
}

/** A change that came from another co-editor through Yjs (y-tiptap marks its transactions; the user's own undo too). */
function isRemote(tr: Transaction): boolean {
  const meta = tr.getMeta('y-sync$') as { isChangeOrigin?: boolean; isUndoRedoOperation?: boolean } | undefined;
  return Boolean(meta?.isChangeOrigin) && !meta?.isUndoRedoOperation;
}

/** Whether the transaction changed the text block that holds `anchor` (in the document before it). */
function touchesBlock(tr: Transaction, anchor: number): boolean {
  if (anchor > tr.before.content.size) return true;
  const $anchor = tr.before.resolve(anchor);
  let from = $anchor.start();
  let to = $anchor.end();
  let touched = false;
  for (const map of tr.mapping.maps) {
    map.forEach((oldStart, oldEnd) => {
      if (oldStart <= to && oldEnd >= from) touched = true;
    });
    if (touched) return true;
    from = map.map(from, -1);
    to = map.map(to, 1);
  }
  return false;
}

function applyState(tr: Transaction, value: SuggestionState): SuggestionState {
  let next = value;
  if (tr.docChanged || tr.selectionSet) {
    if (!isRemote(tr)) {
      next = { anchor: null, text: '', request: value.request, activity: value.activity + 1 };
    } else if (value.anchor !== null) {
      next = touchesBlock(tr, value.anchor)
        ? { ...value, anchor: null, text: '' }
        : { ...value, anchor: tr.mapping.map(value.anchor) };
    }
  }
  const meta = tr.getMeta(aiSuggestionKey) as Meta | undefined;
  if (!meta) return next;
  if (meta.type === 'start') return { anchor: meta.anchor, text: '', request: meta.request, activity: next.activity };
  if (meta.type === 'token') {
    return meta.request === next.request && next.anchor !== null ? { ...next, text: next.text + meta.text } : next;
  }
  return next.anchor === null ? next : { ...next, anchor: null, text: '' };
}

/** The text to complete when the caret is a plain caret at the end of a text block with enough text; else null. */
export function completionContext(state: EditorState): { anchor: number; text: string } | null {
  const { selection, doc } = state;
  if (!selection.empty) return null;
  const $pos = selection.$from;
  if (!$pos.parent.isTextblock || $pos.parentOffset !== $pos.parent.content.size) return null;
  const blockText = $pos.parent.textBetween(0, $pos.parentOffset, undefined, ' ');
  if (blockText.trim().length < AI_MIN_CHARS) return null;
  // Positions count at least one per character: twice the characters wanted is enough text before the caret.
  const text = doc.textBetween(Math.max(0, $pos.pos - AI_CONTEXT_CHARS * 2), $pos.pos, '\n', ' ').slice(-AI_CONTEXT_CHARS);
  return { anchor: $pos.pos, text };
}

function suggestionWidget(text: string): HTMLElement {
  const widget = document.createElement('span');
  widget.className = 'ai-suggestion';
  widget.setAttribute('data-testid', 'ai-suggestion');
  widget.setAttribute('data-suggestion', text);
  widget.setAttribute('contenteditable', 'false');
  widget.style.color = '#767676';
  widget.style.pointerEvents = 'none';
  widget.style.userSelect = 'none';
  const hidden = (words: string) => {
    const span = document.createElement('span');
    span.textContent = words;
    Object.assign(span.style, { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: '0' });
    return span;
  };
  const visible = document.createElement('span');
  visible.className = 'ai-suggestion-text';
  visible.textContent = text;
  widget.append(hidden(SUGGESTION_HINT_BEFORE), visible, hidden(SUGGESTION_HINT_AFTER));
  return widget;
}

/** Waits for the pause, asks, streams the tokens in, and aborts when the suggestion is dismissed. */
class SuggestionView {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private controller: AbortController | null = null;
  private request = 0;
  private activity: number;

  constructor(
    private readonly view: EditorView,
    private readonly options: AiAutocompleteOptions,
  ) {
    this.activity = aiSuggestionKey.getState(view.state)!.activity;
  }

  update(view: EditorView) {
    const state = aiSuggestionKey.getState(view.state)!;
    if (state.activity !== this.activity) {
      this.activity = state.activity;
      this.abort();
      this.schedule();
      return;
    }
    // Dismissed (Escape, a co-editor's change, accepted): the request is of no use any more.
    if (this.controller && (state.anchor === null || state.request !== this.request)) this.abort();
  }

  destroy() {
    this.abort();
  }

  private abort() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
  }

  private schedule() {
    if (!this.options.isActive()) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.ask();
    }, this.options.delayMs);
  }

  private ask() {
    const { view, options } = this;
    if (!options.isActive() || options.isPaused() || !view.editable || view.composing || !view.hasFocus()) return;
    const context = completionContext(view.state);
    if (!context) return;
    const request = (this.request = aiSuggestionKey.getState(view.state)!.request + 1);
    const controller = (this.controller = new AbortController());
    view.dispatch(view.state.tr.setMeta(aiSuggestionKey, { type: 'start', anchor: context.anchor, request } satisfies Meta).setMeta('addToHistory', false));
    const live = () => !controller.signal.aborted && this.controller === controller;
    options
      .request(
        { text: context.text, projectId: options.projectId, documentId: options.documentId },
        {
          signal: controller.signal,
          onToken: (text) => {
            if (live()) view.dispatch(view.state.tr.setMeta(aiSuggestionKey, { type: 'token', request, text } satisfies Meta).setMeta('addToHistory', false));
          },
        },
      )
      .then(() => {
        if (!live()) return;
        this.controller = null;
        const shown = currentSuggestion(view.state);
        if (shown) options.onSuggestion(shown.text);
        else dismiss(view);
      })
      .catch((error: unknown) => {
        if (!live()) return;
        this.controller = null;
        dismiss(view);
        options.onError(error);
      });
  }
}

function dismiss(view: EditorView): boolean {
  const value = aiSuggestionKey.getState(view.state);
  if (!value || value.anchor === null) return false;
  view.dispatch(view.state.tr.setMeta(aiSuggestionKey, { type: 'clear' } satisfies Meta).setMeta('addToHistory', false));
  return true;
}

export const AiAutocomplete = Extension.create<AiAutocompleteOptions>({
  name: 'aiAutocomplete',
  // Before the lists' and tables' Tab: with a suggestion shown Tab accepts it, else they get it as usual.
  priority: 1000,

  addOptions() {
    return {
      projectId: 0,
      documentId: null,
      delayMs: AI_PAUSE_MS,
      isActive: () => true,
      isPaused: () => false,
      request: streamAutocomplete,
      onError: () => {},
      onSuggestion: () => {},
    };
  },

  addKeyboardShortcuts() {
    return {
      Tab: ({ editor }) => {
        const shown = currentSuggestion(editor.state);
        if (!shown || !editor.isEditable) return false;
        // Its own undo step, not merged with the typing before it (the undo history's, or co-editing's undo manager's).
        (yUndoState(editor.state)?.undoManager as { stopCapturing?: () => void } | undefined)?.stopCapturing?.();
        const tr = closeHistory(editor.state.tr.insertText(shown.text, shown.anchor).setMeta(aiSuggestionKey, { type: 'clear' } satisfies Meta).scrollIntoView());
        editor.view.dispatch(tr);
        return true;
      },
      Escape: ({ editor }) => {
        const shown = currentSuggestion(editor.state) !== null;
        const dismissed = dismiss(editor.view);
        return shown && dismissed;
      },
    };
  },

  addProseMirrorPlugins() {
    const options = this.options;
    return [
      new Plugin<SuggestionState>({
        key: aiSuggestionKey,
        state: {
          init: () => ({ anchor: null, text: '', request: 0, activity: 0 }),
          apply: (tr, value) => applyState(tr, value),
        },
        view: (view) => new SuggestionView(view, options),
        props: {
          decorations(state) {
            const shown = currentSuggestion(state);
            if (!shown) return null;
            const request = aiSuggestionKey.getState(state)!.request;
            return DecorationSet.create(state.doc, [
              Decoration.widget(shown.anchor, () => suggestionWidget(shown.text), { side: 1, key: `ai-suggestion-${request}-${shown.text.length}`, ignoreSelection: true }),
            ]);
          },
          handleDOMEvents: {
            blur: (view) => {
              dismiss(view);
              return false;
            },
          },
        },
      }),
    ];
  },
});

export function aiAutocompleteExtension(options: Partial<AiAutocompleteOptions> & Pick<AiAutocompleteOptions, 'projectId'>) {
  return AiAutocomplete.configure(options);
}
