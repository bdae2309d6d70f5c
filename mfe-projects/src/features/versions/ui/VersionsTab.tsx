// Settings > Versions (spec 000 section 2): the project's versions (sprints) with status, dates and sharing;
// create and edit in a small dialog, delete after a confirmation, open or close with a switch. Versions shared in
// from another project are listed read-only (they are managed where they are defined).
import { useState } from 'react';
import {
  App, Button, EditOutlined, Flex, PageError, PlusOutlined, Popconfirm, Space, Switch, Table, Tooltip, Typography,
  VERSION_SHARING_LABELS, VERSION_STATUS_LABELS, errorMessage, formatDate, isApiError, useCurrentUser,
  type ProjectMember, type ProjectVersion, type TableColumnsType, type VersionStatus,
} from '@tessera/shared';
import { type TagTone, ToneTag } from '../../../entities/project';
import { useProjectVersions } from '../api/versions';
import { canCreateVersions, canDeleteHere, canEditHere, isSharedIn } from '../model/version-permissions';
import {
  DELETE_VERSION_CONFIRM,
  DELETE_VERSION_CONSEQUENCE,
  NEW_VERSION,
  NOT_ALLOWED_NOTE,
  SHARED_FROM,
  SHARED_READ_ONLY_NOTE,
  VERSION_CONFLICT,
  VERSION_DELETED,
  VERSION_DELETE_FAILED,
  VERSION_UPDATED,
  VERSION_UPDATE_FAILED,
  VERSIONS_EMPTY,
  VERSIONS_LOAD_FAILED,
} from '../model/versions-messages';
import { useDeleteVersion, useUpdateVersion } from '../model/use-version-writes';
import { VersionFormDialog } from './VersionFormDialog';

const STATUS_TONES: Record<VersionStatus, TagTone> = { open: 'green', locked: 'gold', closed: 'gray' };

export interface VersionsTabProps {
  projectId: number;
  /** The caller's own membership in the project (with its roles' permissions), when they have one. */
  membership: Pick<ProjectMember, 'permissions'> | null;
}

type Dialog = { mode: 'create' } | { mode: 'edit'; version: ProjectVersion } | null;

function dates(version: ProjectVersion): string {
  if (!version.startDate && !version.endDate) return '—';
  return `${formatDate(version.startDate)} – ${formatDate(version.endDate)}`;
}

export function VersionsTab({ projectId, membership }: VersionsTabProps) {
  const { message, notification } = App.useApp();
  const { user } = useCurrentUser();
  const versions = useProjectVersions(projectId);
  const update = useUpdateVersion(projectId);
  const remove = useDeleteVersion(projectId);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The version whose switch is saving (one at a time: each save moves its lockVersion on).
  const [toggling, setToggling] = useState<number | null>(null);
  const list = versions.data ?? [];
  const mayCreate = canCreateVersions(user, membership, projectId, list);

  const toggleOpen = async (version: ProjectVersion, open: boolean) => {
    setToggling(version.id);
    try {
      await update.mutateAsync({ versionId: version.id, lockVersion: version.lockVersion, changes: { status: open ? 'open' : 'closed' } });
      message.success(VERSION_UPDATED);
    } catch (error) {
      // A 409: someone changed it meanwhile; the list is read again (the mutation does that) and shows their change.
      const description = isApiError(error) && error.status === 409 ? VERSION_CONFLICT : errorMessage(error);
      notification.error({ title: VERSION_UPDATE_FAILED, description });
    } finally {
      setToggling(null);
    }
  };

  const deleteOne = async (version: ProjectVersion) => {
    try {
      await remove.mutateAsync(version.id);
      message.success(VERSION_DELETED);
    } catch (error) {
      notification.error({ title: VERSION_DELETE_FAILED, description: errorMessage(error) });
    }
  };

  /** Why a row's controls are off: a shared-in version is managed elsewhere; otherwise the server said no. */
  const lockedNote = (version: ProjectVersion) => (isSharedIn(version, projectId) ? SHARED_READ_ONLY_NOTE : NOT_ALLOWED_NOTE);

  const columns: TableColumnsType<ProjectVersion> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, version) => (
        <Flex vertical>
          <Typography.Text strong>{version.name}</Typography.Text>
          {version.description ? (
            <Typography.Text type="secondary" ellipsis={{ tooltip: version.description }} style={{ maxWidth: 260 }}>
              {version.description}
            </Typography.Text>
          ) : null}
          {isSharedIn(version, projectId) ? (
            <span>
              <ToneTag tone="purple" data-testid={`version-shared-from-${version.id}`}>
                {SHARED_FROM(version.definingProject?.name ?? '')}
              </ToneTag>
            </span>
          ) : null}
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, version) => <ToneTag tone={STATUS_TONES[version.status]}>{VERSION_STATUS_LABELS[version.status]}</ToneTag>,
    },
    { title: 'Dates', key: 'dates', render: (_, version) => dates(version) },
    { title: 'Sharing', key: 'sharing', render: (_, version) => VERSION_SHARING_LABELS[version.sharing] },
    {
      title: 'Open',
      key: 'open',
      render: (_, version) => {
        const editable = canEditHere(version, projectId);
        const toggle = (
          <Switch
            size="small"
            checked={version.status === 'open'}
            disabled={!editable || (toggling !== null && toggling !== version.id)}
            loading={toggling === version.id}
            aria-label={`${version.name} open`}
            onChange={(open) => void toggleOpen(version, open)}
          />
        );
        return editable ? toggle : <Tooltip title={lockedNote(version)}>{toggle}</Tooltip>;
      },
    },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_, version) => (
        <Space size="small">
          {canEditHere(version, projectId) ? (
            <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${version.name}`} onClick={() => setDialog({ mode: 'edit', version })}>
              Edit
            </Button>
          ) : null}
          {canDeleteHere(version, projectId) ? (
            <Popconfirm
              title={DELETE_VERSION_CONFIRM(version.name)}
              description={<div style={{ maxWidth: 320 }}>{DELETE_VERSION_CONSEQUENCE}</div>}
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              onConfirm={() => deleteOne(version)}
            >
              <Button danger size="small" aria-label={`Delete ${version.name}`}>
                Delete
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {mayCreate ? (
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'create' })} data-testid="new-version-button">
            {NEW_VERSION}
          </Button>
        </Flex>
      ) : null}
      {versions.isError ? (
        <PageError title={VERSIONS_LOAD_FAILED} message={errorMessage(versions.error)} onRetry={() => void versions.refetch()} />
      ) : (
        <Table<ProjectVersion>
          rowKey="id"
          size="small"
          data-testid="versions-table"
          loading={versions.isPending}
          columns={columns}
          dataSource={list}
          locale={{ emptyText: VERSIONS_EMPTY }}
          pagination={false}
        />
      )}
      <VersionFormDialog
        projectId={projectId}
        open={dialog !== null}
        version={dialog?.mode === 'edit' ? dialog.version : undefined}
        onClose={() => setDialog(null)}
      />
    </Flex>
  );
}
