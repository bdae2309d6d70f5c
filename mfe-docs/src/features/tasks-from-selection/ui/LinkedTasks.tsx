// 'Tasks from this document' beside the text (issue 15): the tasks made from its passages, each with its status,
// kept current by the project's live events (a task changed anywhere updates here). Shown once there is one.
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, isDocumentEvent, isWorkPackageEvent, Link, paths, Tag, Typography, useProjectEvents } from '@tessera/shared';
import { useId } from 'react';
import { tasksFromSelectionKeys, useLinkedTasks } from '../api/tasks-from-selection';
import { TASKS_FROM_SELECTION_MESSAGES as MESSAGES } from '../model/drafts';

export function LinkedTasks({ documentId, projectId }: { documentId: number; projectId: number | null }) {
  const queryClient = useQueryClient();
  const linked = useLinkedTasks(documentId);
  const headingId = useId();
  // An answer without elements (not this API's) shows nothing rather than breaking the page.
  const tasks = linked.data?._embedded?.elements ?? [];
  const ids = new Set(tasks.map((task) => task.id));
  // A task of the list changed, or the document's links did (the server sends a document.updated for a new link).
  useProjectEvents(projectId, (message) => {
    const relevant =
      message.type === 'resync' || (isWorkPackageEvent(message) && ids.has(message.workPackageId)) || (isDocumentEvent(message) && message.documentId === documentId);
    if (relevant) {
      void queryClient.invalidateQueries({ queryKey: tasksFromSelectionKeys.linked(documentId) });
    }
  });
  if (linked.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={MESSAGES.panelFailed}
        data-testid="linked-tasks-error"
        action={
          <Button size="small" onClick={() => void linked.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="linked-tasks">
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {MESSAGES.panelTitle}
      </Typography.Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tasks.map((task) => (
          <li key={task.id} data-testid={`linked-task-${task.id}`} style={{ display: 'flex', gap: 8, alignItems: 'baseline', justifyContent: 'space-between', marginBottom: 6 }}>
            {projectId ? (
              <Link to={`${paths.project(projectId)}?task=${task.id}`} style={{ overflowWrap: 'anywhere' }}>
                {`#${task.id} ${task.subject}`}
              </Link>
            ) : (
              <span style={{ overflowWrap: 'anywhere' }}>{`#${task.id} ${task.subject}`}</span>
            )}
            <Tag color={task.isClosed ? 'success' : 'default'} style={{ marginInlineEnd: 0, flex: 'none' }}>
              {task.status}
            </Tag>
          </li>
        ))}
      </ul>
      {linked.data && linked.data.total > tasks.length ? (
        <Typography.Text type="secondary">{`${linked.data.total - tasks.length} more not shown.`}</Typography.Text>
      ) : null}
    </section>
  );
}
