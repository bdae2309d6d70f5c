// 'Edit Sprint' (spec 002 sections 2, 5 and 8): tabs Details (form, live preview, metadata), Statistics and Changes
// (pending changes, old versus new). Only the changed properties are sent, with the lockVersion last read; a
// conflict says someone else changed the sprint and offers to reload it.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  Descriptions,
  Empty,
  errorMessage,
  Flex,
  Form,
  formatDateTime,
  isApiError,
  keepEnterInDatePickers,
  Modal,
  Row,
  Tabs,
  Typography,
  updateVersion,
  useCurrentUser,
  versionFormValues,
  type ProjectVersion,
  type VersionFormValues,
} from '@tessera/shared';
import {
  fetchVersion,
  invalidateAfterVersionWrite,
  putVersionInCache,
  useSprintStatistics,
} from '../../../entities/sprint';
import { showOnField, SprintFormFields, useFailureToast } from '../../sprint-form';
import {
  CONFLICT_MESSAGE,
  diffSprint,
  isReopeningWithItems,
  NO_PENDING_CHANGES_MESSAGE,
  reopenWarning,
  saveButtonState,
  statusChangeMessage,
} from '../model/sprint-changes';
import { SprintPreviewCard } from './SprintPreviewCard';
import { SprintStatisticsPanel } from './SprintStatisticsPanel';

export const EDIT_SPRINT_TITLE = 'Edit Sprint';
export const SPRINT_UPDATED_MESSAGE = 'Sprint updated successfully';
export const SPRINT_UPDATE_FAILED_MESSAGE = 'Failed to update sprint';
export const RELOAD_FAILED_MESSAGE = 'Could not reload the sprint';

export interface EditSprintDialogProps {
  projectId: number;
  /** The sprint to edit; null closes the dialog. */
  version: ProjectVersion | null;
  /** Its work items on this board (the statistics, once loaded, count every project's). */
  boardWorkItems: number;
  onClose: () => void;
}

export function EditSprintDialog({ projectId, version, boardWorkItems, onClose }: EditSprintDialogProps) {
  return (
    <Modal
      open={version !== null}
      title={version ? `${EDIT_SPRINT_TITLE}: ${version.name}` : EDIT_SPRINT_TITLE}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      data-testid="edit-sprint-dialog"
    >
      {version ? <EditSprintForm key={version.id} projectId={projectId} version={version} boardWorkItems={boardWorkItems} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditSprintForm({ projectId, version, boardWorkItems, onClose }: Omit<EditSprintDialogProps, 'version'> & { version: ProjectVersion }) {
  const queryClient = useQueryClient();
  const { message, notification } = App.useApp();
  const failureToast = useFailureToast();
  const { user } = useCurrentUser();
  const [form] = Form.useForm<VersionFormValues>();
  // The version as last read: what the changes are compared with and whose lockVersion is sent.
  const [base, setBase] = useState(version);
  const [conflict, setConflict] = useState(false);
  const [initialValues] = useState(() => versionFormValues(version));
  // Every project's work items in the sprint (the reopen warning); the board's count until they arrive.
  const statistics = useSprintStatistics(base.id);
  const watched: Partial<VersionFormValues> = {
    name: Form.useWatch('name', form),
    description: Form.useWatch('description', form),
    startDate: Form.useWatch('startDate', form),
    endDate: Form.useWatch('endDate', form),
    status: Form.useWatch('status', form),
    sharing: Form.useWatch('sharing', form),
  };
  const diff = diffSprint(base, watched);
  const save = saveButtonState(diff, watched.name ?? base.name);
  const status = watched.status ?? base.status;
  const workItems = statistics.data?.totalWorkItems ?? boardWorkItems;
  const current: VersionFormValues = { ...versionFormValues(base), ...Object.fromEntries(Object.entries(watched).filter(([, value]) => value !== undefined)) };

  const update = useMutation({ mutationFn: () => updateVersion(base.id, base.lockVersion, diff.body) });
  const reload = useMutation({ mutationFn: () => fetchVersion(base.id) });

  // Called by the form once its rules pass.
  const submit = async () => {
    try {
      const saved = await update.mutateAsync();
      putVersionInCache(queryClient, projectId, saved);
      invalidateAfterVersionWrite(queryClient, projectId);
      void message.success(SPRINT_UPDATED_MESSAGE);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setConflict(true);
      else if (!showOnField(form, error)) failureToast(SPRINT_UPDATE_FAILED_MESSAGE, error);
    }
  };

  const reloadLatest = async () => {
    try {
      const fresh = await reload.mutateAsync();
      setBase(fresh);
      putVersionInCache(queryClient, projectId, fresh);
      setConflict(false);
    } catch (error) {
      notification.error({ title: RELOAD_FAILED_MESSAGE, description: errorMessage(error) });
    }
  };

  const details = (
    <Row gutter={24}>
      <Col xs={24} md={15}>
        <SprintFormFields form={form} mode="edit" isAdmin={Boolean(user?.isAdmin)} currentSharing={base.sharing} />
      </Col>
      <Col xs={24} md={9}>
        <Flex vertical gap={16}>
          <SprintPreviewCard values={current} />
          <Descriptions size="small" column={1} title="Details" data-testid="sprint-metadata">
            <Descriptions.Item label="Created">{formatDateTime(base.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Modified">{formatDateTime(base.updatedAt)}</Descriptions.Item>
            <Descriptions.Item label="ID">{base.id}</Descriptions.Item>
          </Descriptions>
        </Flex>
      </Col>
    </Row>
  );

  const changes =
    diff.changes.length === 0 ? (
      <Empty description={NO_PENDING_CHANGES_MESSAGE} />
    ) : (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="sprint-changes">
        {diff.changes.map((change) => (
          <li key={change.field} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }} data-testid={`change-${change.field}`}>
            <Typography.Text strong>{change.label}</Typography.Text>
            <Flex gap={8} wrap align="baseline">
              <Typography.Text delete type="secondary" aria-label={`${change.label} before`}>
                {change.before}
              </Typography.Text>
              <span aria-hidden>→</span>
              <Typography.Text aria-label={`${change.label} after`}>{change.after}</Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
    );

  return (
    <Form<VersionFormValues> form={form} layout="vertical" onKeyDown={keepEnterInDatePickers} name={`edit-sprint-${base.id}`} initialValues={initialValues} onFinish={() => void submit()}>
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          title={CONFLICT_MESSAGE}
          style={{ marginBottom: 16 }}
          data-testid="sprint-conflict"
          action={
            <Button size="small" onClick={() => void reloadLatest()} loading={reload.isPending}>
              Reload
            </Button>
          }
        />
      ) : null}
      <Tabs
        items={[
          { key: 'details', label: 'Details', children: details, forceRender: true },
          { key: 'statistics', label: 'Statistics', children: <SprintStatisticsPanel sprintId={base.id} /> },
          { key: 'changes', label: `Changes${diff.changes.length > 0 ? ` (${diff.changes.length})` : ''}`, children: changes },
        ]}
      />
      {status !== base.status ? <Alert type="info" showIcon title={statusChangeMessage(base.status, status)} style={{ marginBottom: 8 }} data-testid="status-change" /> : null}
      {isReopeningWithItems(base.status, status, workItems) ? (
        <Alert type="warning" showIcon title={reopenWarning(workItems)} style={{ marginBottom: 8 }} data-testid="reopen-warning" />
      ) : null}
      <Flex justify="end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={save.disabled} loading={update.isPending} data-testid="edit-sprint-submit">
          {save.label}
        </Button>
      </Flex>
    </Form>
  );
}
