// 'Delete Sprint' (spec 002 sections 2, 4 and 5): a risk card, what deleting does, the sprint's details, up to
// three acknowledgements and the typed name. The dialog closes as the delete starts; the column goes at once.
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Flex,
  Input,
  Modal,
  PageError,
  Spin,
  Typography,
  VERSION_SHARING_LABELS,
  VERSION_STATUS_LABELS,
  WarningOutlined,
  errorMessage,
  type ProjectVersion,
} from '@tessera/shared';
import { sprintDateRange, STATUS_TAG_TONES, ToneTag, useSprintStatistics } from '../../../entities/sprint';
import type { ColumnSummary } from '../../sprint-board';
import {
  acknowledgementsFor,
  canConfirmDelete,
  deleteRisk,
  deletionImpact,
  RISK_COLORS,
  RISK_DESCRIPTIONS,
  RISK_LABELS,
  typedNameError,
  type AcknowledgementKey,
  type WorkItemCounts,
} from '../model/delete-risk';
import { useDeleteSprint } from '../model/use-delete-sprint';

export const DELETE_SPRINT_TITLE = 'Delete Sprint';
export const DELETE_SPRINT_CONFIRM = 'Delete Sprint';
export const TYPE_NAME_LABEL = 'Type the sprint name to confirm';
export const BOARD_COUNTS_NOTE = 'Counts are from this project only: the sprint statistics could not be loaded.';

export interface DeleteSprintDialogProps {
  projectId: number;
  /** The sprint to delete; null closes the dialog. */
  version: ProjectVersion | null;
  /** Its column's figures on this board, used until the sprint statistics (every project's items) arrive. */
  boardSummary: ColumnSummary | null;
  onClose: () => void;
}

export function DeleteSprintDialog({ projectId, version, boardSummary, onClose }: DeleteSprintDialogProps) {
  return (
    <Modal open={version !== null} title={DELETE_SPRINT_TITLE} onCancel={onClose} footer={null} width={620} destroyOnHidden data-testid="delete-sprint-dialog">
      {version ? <DeleteSprintContent key={version.id} projectId={projectId} version={version} boardSummary={boardSummary} onClose={onClose} /> : null}
    </Modal>
  );
}

function DeleteSprintContent({ projectId, version, boardSummary, onClose }: Omit<DeleteSprintDialogProps, 'version'> & { version: ProjectVersion }) {
  const statistics = useSprintStatistics(version.id);
  const remove = useDeleteSprint(projectId);
  const [ticked, setTicked] = useState<ReadonlySet<AcknowledgementKey>>(new Set());
  const [typed, setTyped] = useState('');

  // A failed (or automatically retrying) statistics request falls back to this board's figures, saying so.
  const statsFailure = statistics.error ?? (statistics.isPending ? statistics.failureReason : null);
  const counts: WorkItemCounts | null = statistics.data
    ? { total: statistics.data.totalWorkItems, completed: statistics.data.completedWorkItems }
    : statsFailure && boardSummary
      ? { total: boardSummary.itemCount, completed: boardSummary.completedItems }
      : null;
  const points = statistics.data
    ? `${statistics.data.completedStoryPoints}/${statistics.data.totalStoryPoints} done`
    : boardSummary
      ? `${boardSummary.completedPoints}/${boardSummary.totalPoints} done`
      : '—';

  if (!counts && statsFailure) {
    return <PageError status="warning" title="Could not check the sprint's work items" message={errorMessage(statsFailure)} onRetry={() => void statistics.refetch()} />;
  }
  if (!counts) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin description="Checking the sprint's work items…">
          <div style={{ width: 1, height: 48 }} />
        </Spin>
      </Flex>
    );
  }

  const risk = deleteRisk(counts);
  const boxes = acknowledgementsFor(counts);
  const nameError = typedNameError(typed, version.name);
  const toggle = (key: AcknowledgementKey, checked: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });

  const confirm = () => {
    onClose();
    remove.mutate(version);
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small" style={{ borderColor: RISK_COLORS[risk], borderWidth: 2 }} data-testid="delete-risk" data-risk={risk}>
        <Flex gap={8} align="start">
          <WarningOutlined style={{ color: RISK_COLORS[risk], fontSize: 20 }} />
          <div>
            <Typography.Text strong style={{ color: RISK_COLORS[risk] }}>
              {RISK_LABELS[risk]}
            </Typography.Text>
            <Typography.Paragraph style={{ margin: 0 }}>{RISK_DESCRIPTIONS[risk]}</Typography.Paragraph>
          </div>
        </Flex>
      </Card>
      {!statistics.data && statsFailure ? (
        <Alert
          type="warning"
          showIcon
          title={BOARD_COUNTS_NOTE}
          description={errorMessage(statsFailure)}
          action={<Button size="small" onClick={() => void statistics.refetch()}>Retry</Button>}
        />
      ) : null}
      <div>
        <Typography.Text strong>What happens</Typography.Text>
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }} data-testid="delete-impact">
          {deletionImpact(version, counts).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <Descriptions size="small" column={2} bordered title="Sprint" data-testid="delete-sprint-info">
        <Descriptions.Item label="Name">{version.name}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <ToneTag tone={STATUS_TAG_TONES[version.status]}>{VERSION_STATUS_LABELS[version.status]}</ToneTag>
        </Descriptions.Item>
        <Descriptions.Item label="Dates">{sprintDateRange(version.startDate, version.endDate)}</Descriptions.Item>
        <Descriptions.Item label="Visibility">{VERSION_SHARING_LABELS[version.sharing]}</Descriptions.Item>
        <Descriptions.Item label="Work items">
          {counts.total} ({counts.total - counts.completed} active)
        </Descriptions.Item>
        <Descriptions.Item label="Story points">{points}</Descriptions.Item>
      </Descriptions>
      <Flex vertical gap={4}>
        {boxes.map((box) => (
          <Checkbox key={box.key} checked={ticked.has(box.key)} onChange={(event) => toggle(box.key, event.target.checked)}>
            {box.label}
          </Checkbox>
        ))}
      </Flex>
      <div>
        <label htmlFor={`delete-sprint-name-${version.id}`}>
          {TYPE_NAME_LABEL}: <Typography.Text code>{version.name}</Typography.Text>
        </label>
        <Input
          id={`delete-sprint-name-${version.id}`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          status={nameError ? 'error' : undefined}
          autoComplete="off"
          style={{ marginTop: 4 }}
        />
        {nameError ? (
          <Typography.Text type="danger" role="alert">
            {nameError}
          </Typography.Text>
        ) : null}
      </div>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" danger disabled={!canConfirmDelete(boxes, ticked, typed, version.name)} onClick={confirm} data-testid="delete-sprint-confirm">
          {DELETE_SPRINT_CONFIRM}
        </Button>
      </Flex>
    </Flex>
  );
}
