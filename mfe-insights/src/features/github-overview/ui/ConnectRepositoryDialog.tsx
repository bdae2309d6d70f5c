// 'Connect repository': the organization's repositories (GitHub, through the server) with a search; connecting one
// imports its pull requests in the background. Nothing is created or deleted on GitHub.
import { useMemo, useState } from 'react';
import { App, Button, Empty, Flex, Input, Modal, Skeleton, Tag, Typography, errorMessage } from '@tessera/shared';
import { useConnectRepository, useOrganizationRepositories } from '../api/github-overview-api';
import { GITHUB_TEXT } from '../model/github-constants';
import { LoadFailure } from './parts';

export function ConnectRepositoryDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const organization = useOrganizationRepositories(projectId, true);
  const connect = useConnectRepository(projectId);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (organization.data?.repositories ?? []).filter((repository) => repository.fullName.toLowerCase().includes(needle));
  }, [organization.data, search]);
  const connectOne = (fullName: string) => {
    setFailure(null);
    connect.mutate(fullName, {
      onSuccess: () => {
        void message.success(GITHUB_TEXT.connectedToast(fullName));
        onClose();
      },
      onError: (error) => setFailure(`${GITHUB_TEXT.connectFailed}: ${errorMessage(error)}`),
    });
  };
  return (
    <Modal open title={GITHUB_TEXT.connectTitle} onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} destroyOnHidden>
      <Flex vertical gap={12}>
        <Input.Search aria-label={GITHUB_TEXT.connectSearch} placeholder={GITHUB_TEXT.connectSearch} allowClear value={search} onChange={(event) => setSearch(event.target.value)} />
        {failure ? <Typography.Text type="danger" role="alert">{failure}</Typography.Text> : null}
        {organization.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : organization.isError ? (
          <LoadFailure title={GITHUB_TEXT.organizationFailed} error={organization.error} onRetry={() => void organization.refetch()} testId="github-organization-error" />
        ) : shown.length === 0 ? (
          <Empty description={GITHUB_TEXT.connectEmpty} />
        ) : (
          <ul style={{ margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }} aria-label={`Repositories of ${organization.data.organization}`}>
            {shown.map((repository) => (
              <li key={repository.githubId} style={{ listStyle: 'none', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
                <span style={{ wordBreak: 'break-all' }}>
                  {repository.fullName} {repository.private ? <Tag>Private</Tag> : null}
                </span>
                {repository.connected ? (
                  <Tag>{GITHUB_TEXT.connected}</Tag>
                ) : (
                  <Button size="small" onClick={() => connectOne(repository.fullName)} loading={connect.isPending && connect.variables === repository.fullName} disabled={connect.isPending} aria-label={`${GITHUB_TEXT.connectButton} ${repository.fullName}`}>
                    {GITHUB_TEXT.connectButton}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </Modal>
  );
}
