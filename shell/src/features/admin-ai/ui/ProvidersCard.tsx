// The providers in the order they are tried: health, Test, Edit, Delete, Move up/down, and Add provider.
import { useState } from 'react';
import {
  Alert, App, Button, Card, Empty, Flex, Popconfirm, Space, Table, Tag, Tooltip, Typography,
  errorMessage, formatDateTime, formatRelativeTime, type TableColumnsType,
} from '@tessera/shared';
import { useAiProviders, useDeleteAiProvider, useMoveAiProviders, useTestAiProvider, type AiProvider } from '../api/ai-admin';
import { KIND_LABELS, movePlan } from '../model/provider-form';
import { AI_MESSAGES } from './messages';
import { ProviderDialog } from './ProviderDialog';

const STATUS_COLORS: Record<AiProvider['status'], string> = { healthy: 'green', unhealthy: 'red', unknown: 'default' };

function StatusCell({ provider }: { provider: AiProvider }) {
  return (
    <Flex vertical gap={2} data-testid={`ai-provider-status-${provider.id}`}>
      <span>
        <Tag color={STATUS_COLORS[provider.status]} style={{ marginInlineEnd: 0 }}>{provider.status}</Tag>
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {provider.checkedAt ? (
          <span title={formatDateTime(provider.checkedAt)}>Checked {formatRelativeTime(provider.checkedAt)}</span>
        ) : AI_MESSAGES.neverChecked}
      </Typography.Text>
      {provider.lastError ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`ai-provider-error-${provider.id}`}>
          {provider.lastError}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

export function ProvidersCard() {
  const { message } = App.useApp();
  const providers = useAiProviders();
  const testProvider = useTestAiProvider();
  const deleteProvider = useDeleteAiProvider();
  const moveProviders = useMoveAiProviders();
  const [dialog, setDialog] = useState<{ open: boolean; provider: AiProvider | null }>({ open: false, provider: null });
  const list = providers.data ?? [];
  const movable = list.filter((provider) => !provider.readOnly);

  const test = async (provider: AiProvider) => {
    try {
      const result = await testProvider.mutateAsync(provider.id);
      const text = AI_MESSAGES.testResult(result.name, result.status) + (result.lastError ? ` ${result.lastError}` : '');
      if (result.status === 'healthy') message.success(text);
      else message.error(text);
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const remove = async (provider: AiProvider) => {
    try {
      await deleteProvider.mutateAsync(provider.id);
      message.success(AI_MESSAGES.deleted);
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const move = async (provider: AiProvider, direction: -1 | 1) => {
    try {
      await moveProviders.mutateAsync(movePlan(list, provider.id, direction));
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const columns: TableColumnsType<AiProvider> = [
    {
      title: 'Name',
      key: 'name',
      render: (_: unknown, provider: AiProvider) => (
        <Space size={4} wrap>
          <span>{provider.name}</span>
          {provider.readOnly ? <Tag>{AI_MESSAGES.fromEnvironment}</Tag> : null}
          {provider.enabled ? null : <Tag>disabled</Tag>}
        </Space>
      ),
    },
    { title: 'Kind', dataIndex: 'kind', key: 'kind', render: (kind: AiProvider['kind']) => KIND_LABELS[kind] ?? kind },
    { title: 'Model', dataIndex: 'model', key: 'model' },
    {
      title: 'Base URL',
      dataIndex: 'baseUrl',
      key: 'baseUrl',
      render: (baseUrl: string | null) => (baseUrl ? <Typography.Text style={{ wordBreak: 'break-all' }}>{baseUrl}</Typography.Text> : <Typography.Text type="secondary">public API</Typography.Text>),
    },
    { title: 'Status', key: 'status', render: (_: unknown, provider: AiProvider) => <StatusCell provider={provider} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, provider: AiProvider) => {
        const at = movable.findIndex((item) => item.id === provider.id);
        return (
          <Space size={4} wrap>
            <Button
              size="small"
              onClick={() => void test(provider)}
              loading={testProvider.isPending && testProvider.variables === provider.id}
              aria-label={`Test ${provider.name}`}
            >
              Test
            </Button>
            {provider.readOnly ? null : (
              <>
                <Button size="small" onClick={() => setDialog({ open: true, provider })} aria-label={`Edit ${provider.name}`}>
                  Edit
                </Button>
                <Popconfirm
                  title={AI_MESSAGES.deleteConfirm}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  cancelText="Cancel"
                  onConfirm={() => remove(provider)}
                >
                  <Button size="small" danger aria-label={`Delete ${provider.name}`}>
                    Delete
                  </Button>
                </Popconfirm>
                <Tooltip title="Try earlier">
                  <Button
                    size="small"
                    disabled={at <= 0 || moveProviders.isPending}
                    onClick={() => void move(provider, -1)}
                    aria-label={`Move ${provider.name} up`}
                  >
                    ↑
                  </Button>
                </Tooltip>
                <Tooltip title="Try later">
                  <Button
                    size="small"
                    disabled={at === -1 || at >= movable.length - 1 || moveProviders.isPending}
                    onClick={() => void move(provider, 1)}
                    aria-label={`Move ${provider.name} down`}
                  >
                    ↓
                  </Button>
                </Tooltip>
              </>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title={AI_MESSAGES.providersCard}
      data-testid="ai-providers"
      extra={
        <Button type="primary" onClick={() => setDialog({ open: true, provider: null })} data-testid="ai-add-provider">
          {AI_MESSAGES.addProvider}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{AI_MESSAGES.providersHelp}</Typography.Paragraph>
      {providers.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(providers.error)}
          action={<Button size="small" onClick={() => void providers.refetch()}>Retry</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<AiProvider>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list}
        loading={providers.isFetching && !providers.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: providers.isError ? ' ' : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="ai-providers-empty">{AI_MESSAGES.empty}</span>} />
          ),
        }}
      />
      <ProviderDialog open={dialog.open} provider={dialog.provider} onClose={() => setDialog((current) => ({ ...current, open: false }))} />
    </Card>
  );
}
