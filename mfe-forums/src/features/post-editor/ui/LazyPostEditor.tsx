// The post editor as the forms use it: Tiptap and ProseMirror (the remote's largest dependency) load only when a
// form shows an editor, not with the Forums view; reading posts needs none of it (their HTML comes from the server).
// While the code loads, a placeholder of the editor's size holds its place; if it cannot load (a deploy replaced the
// chunk, the network dropped), the field says so and offers a Retry.
import { Alert, Button, LazyLoaded, Skeleton, VisuallyHidden } from '@tessera/shared';
import { CONTENT_STYLE, EditorFrame, TOOLBAR_STYLE } from './EditorFrame';
import type { PostEditorProps } from './PostEditor';

export const EDITOR_LOADING_LABEL = 'Loading the editor';
export const EDITOR_LOAD_FAILED_MESSAGE = 'The editor could not be loaded. Check your connection and try again.';

const importEditor = () => import(/* webpackChunkName: "post-editor" */ './PostEditor');

const loadEditor = () => importEditor().then((module) => ({ default: module.PostEditor }));

/** Starts loading the editor's code ahead of need (a pointer over, or focus on, a button that opens a form). */
export function preloadPostEditor(): void {
  importEditor().catch(() => undefined);
}

export function PostEditorPlaceholder({ invalid, testId }: { invalid?: boolean; testId: string }) {
  return (
    <EditorFrame invalid={invalid}>
      <div style={TOOLBAR_STYLE} aria-hidden />
      <div style={CONTENT_STYLE} role="status" data-testid={`${testId}-loading`}>
        <VisuallyHidden>{EDITOR_LOADING_LABEL}</VisuallyHidden>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    </EditorFrame>
  );
}

/** In the editor's place when its code cannot load: the message and a Retry, in a frame of the editor's size. */
function editorLoadFailed(invalid: boolean | undefined) {
  return (retry: () => void) => (
    <EditorFrame invalid={invalid}>
      <div style={TOOLBAR_STYLE} aria-hidden />
      <div style={CONTENT_STYLE}>
        <Alert type="error" showIcon role="alert" title={EDITOR_LOAD_FAILED_MESSAGE} action={<Button size="small" onClick={retry}>Retry</Button>} />
      </div>
    </EditorFrame>
  );
}

/** The post editor (same props as the editor itself), loaded on first render. */
export function PostEditor(props: PostEditorProps) {
  const placeholder = <PostEditorPlaceholder invalid={props.invalid} testId={props.testId ?? 'post-editor'} />;
  return <LazyLoaded load={loadEditor} props={props} placeholder={placeholder} failed={editorLoadFailed(props.invalid)} />;
}
