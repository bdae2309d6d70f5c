// The post editor as the forms use it: Tiptap and ProseMirror (the remote's largest dependency) load only when a
// form shows an editor, not with the Forums view; reading posts needs none of it (their HTML comes from the server).
// While the code loads, a placeholder of the editor's size holds its place; if it cannot load (a deploy replaced the
// chunk, the network dropped), the field says so and offers a Retry.
import { Alert, Button, Skeleton, VisuallyHidden } from '@tessera/shared';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { CONTENT_STYLE, EditorFrame, TOOLBAR_STYLE } from './EditorFrame';
import type { PostEditorProps } from './PostEditor';

export const EDITOR_LOADING_LABEL = 'Loading the editor';
export const EDITOR_LOAD_FAILED_MESSAGE = 'The editor could not be loaded. Check your connection and try again.';

const importEditor = () => import(/* webpackChunkName: "post-editor" */ './PostEditor');

/** A lazy editor; a new one per attempt, since React.lazy remembers a failed import. */
const loadEditor = () => lazy(() => importEditor().then((module) => ({ default: module.PostEditor })));

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

interface BoundaryProps {
  invalid?: boolean;
  onRetry: () => void;
  children: ReactNode;
}

class EditorLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      this.setState({ failed: false });
      this.props.onRetry();
    };
    return (
      <EditorFrame invalid={this.props.invalid}>
        <div style={TOOLBAR_STYLE} aria-hidden />
        <div style={CONTENT_STYLE}>
          <Alert type="error" showIcon role="alert" title={EDITOR_LOAD_FAILED_MESSAGE} action={<Button size="small" onClick={retry}>Retry</Button>} />
        </div>
      </EditorFrame>
    );
  }
}

/** The post editor (same props as the editor itself), loaded on first render. */
export function PostEditor(props: PostEditorProps) {
  const [LazyEditor, setLazyEditor] = useState(loadEditor);
  return (
    <EditorLoadBoundary invalid={props.invalid} onRetry={() => setLazyEditor(loadEditor)}>
      <Suspense fallback={<PostEditorPlaceholder invalid={props.invalid} testId={props.testId ?? 'post-editor'} />}>
        <LazyEditor {...props} />
      </Suspense>
    </EditorLoadBoundary>
  );
}
