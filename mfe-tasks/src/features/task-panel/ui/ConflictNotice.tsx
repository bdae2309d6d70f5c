// Shown when the task changed elsewhere while the user had unsaved edits: their value next to the user's for
// each edited field, and the choice between taking theirs (Reload) and saving the user's on top (Keep mine).
import { Alert, Button, Flex, Typography } from '@tessera/shared';
import type { Task } from '../../../entities/task';
import { CONFLICT_TEXT, CONFLICT_TITLE } from '../model/panel-constants';
import { FIELD_LABELS, changedFields, draftFromTask, type TaskDraft } from '../model/task-draft';
import { useDescribeField } from '../model/use-describe-field';

export interface ConflictNoticeProps {
  draft: TaskDraft;
  /** The copy the user's edits started from. */
  saved: Task;
  /** The server's current copy. */
  server: Task;
  onReload: () => void;
  onKeepMine: () => void;
}

export function ConflictNotice({ draft, saved, server, onReload, onKeepMine }: ConflictNoticeProps) {
  const describe = useDescribeField(server.projectId);
  const theirs = draftFromTask(server);
  const mine = changedFields(draft, draftFromTask(saved));
  const theyChanged = changedFields(theirs, draftFromTask(saved)).filter((field) => !mine.includes(field));

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="task-conflict"
      title={CONFLICT_TITLE}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>{CONFLICT_TEXT}</Typography.Text>
          {mine.length > 0 && (
            <table style={{ borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th style={{ textAlign: 'left', paddingRight: 16 }}>Field</th>
                  <th style={{ textAlign: 'left', paddingRight: 16 }}>Their version</th>
                  <th style={{ textAlign: 'left' }}>Your change</th>
                </tr>
              </thead>
              <tbody>
                {mine.map((field) => (
                  <tr key={field} data-testid={`conflict-${field}`}>
                    <td style={{ paddingRight: 16 }}>{FIELD_LABELS[field]}</td>
                    <td style={{ paddingRight: 16 }} data-testid={`conflict-${field}-theirs`}>{describe(field, theirs)}</td>
                    <td data-testid={`conflict-${field}-mine`}>{describe(field, draft)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {theyChanged.length > 0 && (
            <Typography.Text type="secondary">
              They also changed: {theyChanged.map((field) => `${FIELD_LABELS[field]} (${describe(field, theirs)})`).join(', ')}.
            </Typography.Text>
          )}
          <Flex gap={8}>
            <Button onClick={onReload}>Reload</Button>
            <Button type="primary" onClick={onKeepMine}>Keep mine</Button>
          </Flex>
        </Flex>
      }
    />
  );
}
