// Settings > Members (spec 000 section 2): who is in the project with which roles; change a member's role
// (the chosen role replaces all of theirs), remove a member, add one.
import { useState } from 'react';
import {
  App, Button, Flex, PageError, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography, UserAddOutlined, UserAvatar,
  errorMessage, useCurrentUser, type TableColumnsType,
} from '@tessera/shared';
import { ToneTag } from '../../../entities/project';
import { useProjectMembers, useProjectRoles, type MemberRow } from '../api/memberships';
import {
  MEMBER_REMOVED,
  MEMBER_REMOVE_FAILED,
  MEMBERS_EMPTY,
  MEMBERS_LOAD_FAILED,
  NO_HOURLY_RATE,
  REMOVE_MEMBER_CONFIRM,
  ROLES_UPDATED,
  ROLES_UPDATE_FAILED,
} from '../model/members-messages';
import { useRemoveMember, useUpdateMemberRoles } from '../model/use-member-writes';
import { AddMemberDialog } from './AddMemberDialog';

/** Why a member's row cannot be changed, when the server withholds the action links. */
export const OWN_MEMBERSHIP_NOTE = 'Only an administrator can change your own membership.';
export const NOT_ALLOWED_NOTE = 'You are not allowed to change this membership.';

function formatHourlyRate(rate: number): string {
  return rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function MembersTab({ projectId }: { projectId: number }) {
  const { message, notification } = App.useApp();
  const { user } = useCurrentUser();
  const members = useProjectMembers(projectId);
  const roles = useProjectRoles();
  const updateRoles = useUpdateMemberRoles(projectId);
  const remove = useRemoveMember(projectId);
  const [adding, setAdding] = useState(false);

  const changeRole = async (member: MemberRow, roleId: number) => {
    try {
      await updateRoles.mutateAsync({ membershipId: member.id, roleIds: [roleId] });
      message.success(ROLES_UPDATED);
    } catch (error) {
      notification.error({ title: ROLES_UPDATE_FAILED, description: errorMessage(error) });
    }
  };

  const removeMember = async (member: MemberRow) => {
    try {
      await remove.mutateAsync(member.id);
      message.success(MEMBER_REMOVED);
    } catch (error) {
      notification.error({ title: MEMBER_REMOVE_FAILED, description: errorMessage(error) });
    }
  };

  const lockedNote = (member: MemberRow) =>
    member.principalType === 'User' && member.principalId === user?.id ? OWN_MEMBERSHIP_NOTE : NOT_ALLOWED_NOTE;

  const columns: TableColumnsType<MemberRow> = [
    {
      title: 'Member',
      key: 'principal',
      render: (_, member) => (
        <Space>
          <UserAvatar name={member.principalName} src={member.avatarUrl} size="small" />
          <Typography.Text>{member.principalName}</Typography.Text>
          {member.principalType === 'Group' ? <Tag>Group</Tag> : null}
        </Space>
      ),
    },
    {
      title: 'Roles',
      key: 'roles',
      render: (_, member) => (
        <Space size={[4, 4]} wrap>
          {member.roles.map((role) => (
            <ToneTag key={role.id} tone="blue">
              {role.name}
            </ToneTag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Hourly rate',
      key: 'hourlyRate',
      render: (_, member) => (member.hourlyRate === null ? NO_HOURLY_RATE : formatHourlyRate(member.hourlyRate)),
    },
    {
      title: 'Change role',
      key: 'changeRole',
      render: (_, member) => {
        const select = (
          <Select<number>
            size="small"
            style={{ minWidth: 160 }}
            aria-label={`Role of ${member.principalName}`}
            placeholder="Choose a role"
            // With one role it is the current choice; with several, choosing one replaces them all.
            value={member.roles.length === 1 ? member.roles[0].id : undefined}
            disabled={!member.canUpdate || updateRoles.isPending}
            loading={roles.isPending}
            options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
            onChange={(roleId) => void changeRole(member, roleId)}
          />
        );
        return member.canUpdate ? select : <Tooltip title={lockedNote(member)}>{select}</Tooltip>;
      },
    },
    {
      title: '',
      key: 'remove',
      align: 'right',
      render: (_, member) =>
        member.canDelete ? (
          <Popconfirm
            title={REMOVE_MEMBER_CONFIRM(member.principalName)}
            okText="Remove"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => removeMember(member)}
          >
            <Button danger size="small" aria-label={`Remove ${member.principalName}`}>
              Remove
            </Button>
          </Popconfirm>
        ) : (
          <Tooltip title={lockedNote(member)}>
            <Button danger size="small" disabled aria-label={`Remove ${member.principalName}`}>
              Remove
            </Button>
          </Tooltip>
        ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid="settings-add-member-button">
          Add Member
        </Button>
      </Flex>
      {members.isError ? (
        <PageError title={MEMBERS_LOAD_FAILED} message={errorMessage(members.error)} onRetry={() => void members.refetch()} />
      ) : (
        <Table<MemberRow>
          rowKey="id"
          size="small"
          data-testid="members-table"
          loading={members.isPending}
          columns={columns}
          dataSource={members.data ?? []}
          locale={{ emptyText: MEMBERS_EMPTY }}
          pagination={false}
        />
      )}
      <AddMemberDialog projectId={projectId} open={adding} onClose={() => setAdding(false)} />
    </Flex>
  );
}
