// The shared rich-text editor (@tessera/shared/editor/react), loaded when a task's text is first edited: Tiptap
// stays out of the board's first load. While it loads the box keeps its place; if its code fails to load, a Retry.
import { Button, Flex, LazyLoaded, Skeleton, Typography } from '@tessera/shared';
import type { TaskTextEditorProps } from './TaskTextEditor';

export const EDITOR_LOAD_FAILED = 'The editor could not be loaded.';

// The task editor module (images as the task's attachments, link previews) around the shared RichTextEditor.
const loadEditor = () => import('./TaskTextEditor');

const loadFailed = (retry: () => void) => (
  <Flex gap={8} align="center" role="alert">
    <Typography.Text type="danger">{EDITOR_LOAD_FAILED}</Typography.Text>
    <Button size="small" onClick={retry}>
      Retry
    </Button>
  </Flex>
);

export function LazyRichTextEditor(props: TaskTextEditorProps) {
  const placeholder = <Skeleton active paragraph={{ rows: 2 }} title={false} data-testid={`${props.testId}-loading`} />;
  return <LazyLoaded load={loadEditor} props={props} placeholder={placeholder} failed={loadFailed} />;
}
