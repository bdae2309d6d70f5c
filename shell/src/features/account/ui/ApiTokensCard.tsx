// API tokens: list (paginated), create (the secret is shown once), revoke with confirmation.
import { useState } from 'react';
import {
  Alert, App, Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Typography, errorMessage, formatDateTime,
  formatRelativeTime, type TableColumnsType,
} from '@tessera/shared';
import { ACCESS_TOKENS_PAGE_SIZE, useAccessTokens, useCreateAccessToken, useRevokeAccessToken, type AccessToken } from '../api/account';

export const TOKEN_MESSAGES = {
  nameRequired: 'Please enter a name for the token.',
  created: 'Token created.',
  shownOnce: 'Copy this token now. It will not be shown again.',
  copied: 'Token copied to the clipboard.',
  copyUnavailable: 'Copying is not available in this browser. Select the token and copy it manually.',
  revokeConfirm: 'Revoke this token? Anything using it will lose access.',
  revoked: 'Token revoked.',
  neverUsed: 'Never',
  empty: 'You have no API tokens yet.',
};
/** Longest token name accepted by the form. */
export const TOKEN_NAME_MAX_LENGTH = 100;

function CreatedTokenModal({ token, onClose }: { token: string | null; onClose: () => void }) {
  const { message } = App.useApp();
  const copy = async () => {
    if (!token) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(token);
      message.success(TOKEN_MESSAGES.copied);
    } catch {
      message.error(TOKEN_MESSAGES.copyUnavailable);
    }
  };
  return (
    <Modal
      open={token !== null}
      title="Your new API token"
      onCancel={onClose}
      footer={<Button type="primary" onClick={onClose}>Done</Button>}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={TOKEN_MESSAGES.shownOnce} style={{ marginBottom: 12 }} />
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={token ?? ''} aria-label="New API token" data-testid="new-token-value" onFocus={(event) => event.target.select()} />
        <Button onClick={() => void copy()}>Copy</Button>
      </Space.Compact>
    </Modal>
  );
}

export function ApiTokensCard() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const tokens = useAccessTokens(page);
  const createToken = useCreateAccessToken();
  const revokeToken = useRevokeAccessToken();
  const [form] = Form.useForm<{ name: string }>();
  const [createdToken, setCreatedToken] = useState<string | null>(null);

  const create = async ({ name }: { name: string }) => {
    try {
      const { token } = await createToken.mutateAsync(name.trim());
      form.resetFields();
      setCreatedToken(token);
      setPage(1);
    } catch (error) {
      form.setFields([{ name: 'name', errors: [errorMessage(error)] }]);
    }
  };

  const revoke = async (token: AccessToken) => {
    try {
      await revokeToken.mutateAsync(token.id);
      message.success(TOKEN_MESSAGES.revoked);
      // Revoking the last token of a page moves back a page.
      const remaining = (tokens.data?.tokens.length ?? 1) - 1;
      if (remaining === 0 && page > 1) setPage(page - 1);
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const columns: TableColumnsType<AccessToken> = [
    { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string) => <span style={{ overflowWrap: 'anywhere' }}>{name}</span> },
    // On a phone the creation date gives way to the name and the revoke button.
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', responsive: ['sm'], render: (value: string) => formatDateTime(value) },
    {
      title: 'Last used',
      dataIndex: 'lastUsedAt',
      key: 'lastUsedAt',
      render: (value: string | null) =>
        value ? <span title={formatDateTime(value)}>{formatRelativeTime(value)}</span> : TOKEN_MESSAGES.neverUsed,
    },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_: unknown, token: AccessToken) => (
        <Popconfirm
          title={TOKEN_MESSAGES.revokeConfirm}
          okText="Revoke"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() => revoke(token)}
        >
          <Button danger size="small" aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card title="API tokens" data-testid="account-tokens">
      <Typography.Paragraph type="secondary">
        Use a token as <Typography.Text code>Authorization: Bearer &lt;token&gt;</Typography.Text> to call the API from scripts.
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={create} name="create-token" style={{ marginBottom: 16 }}>
        <Form.Item
          name="name"
          rules={[
            { required: true, whitespace: true, message: TOKEN_MESSAGES.nameRequired },
            { max: TOKEN_NAME_MAX_LENGTH, message: `A token name can have at most ${TOKEN_NAME_MAX_LENGTH} characters.` },
          ]}
        >
          <Input placeholder="Token name" aria-label="Token name" style={{ width: 260 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={createToken.isPending}>
          Create token
        </Button>
      </Form>
      {tokens.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(tokens.error)}
          action={<Button size="small" onClick={() => void tokens.refetch()}>Retry</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<AccessToken>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={tokens.data?.tokens ?? []}
        loading={tokens.isFetching}
        locale={{ emptyText: tokens.isError ? ' ' : TOKEN_MESSAGES.empty }}
        pagination={{
          current: page,
          pageSize: ACCESS_TOKENS_PAGE_SIZE,
          total: tokens.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
      />
      <CreatedTokenModal token={createdToken} onClose={() => setCreatedToken(null)} />
    </Card>
  );
}

