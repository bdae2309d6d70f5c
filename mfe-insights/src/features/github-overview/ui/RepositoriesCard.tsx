// 'Project Repositories' (spec 003 §2): Refresh (its spinner at least about 1 s), Connect repository and, while the
// project has no repository of its own, Create Repository (who may edit the project, when GitHub is configured),
// 'Include child projects (N available)', the aggregation banner, and one card per repository (full name,
// 'Created via App', 'Removed from installation', created date, View, Remove with a confirmation that says the
// repository on GitHub stays).
import { useState } from 'react';
import {
  Alert, App, Button, Card, Empty, Flex, GithubOutlined, ReloadOutlined, Switch, Tag, Typography, errorMessage, formatDate, formatRelativeTime,
  isAdmin, useCurrentUser,
} from '@tessera/shared';
import { useRemoveRepository } from '../api/github-overview-api';
import { GITHUB_TEXT, REFRESH_SPINNER_MS } from '../model/github-constants';
import type { RepositoryCard } from '../model/overview';
import { ConnectRepositoryDialog } from './ConnectRepositoryDialog';
import { CREATE_REPOSITORY_TEXT, CreateRepositoryDialog } from './CreateRepositoryDialog';
import { ExternalLink, Section } from './parts';

export interface RepositoriesCardProps {
  projectId: number;
  cards: RepositoryCard[];
  canConnect: boolean;
  includeChildren: boolean;
  onIncludeChildren: (include: boolean) => void;
  childProjectCount: number;
  /** The included projects' names when aggregated. */
  aggregated: string[] | null;
  onRefresh: () => Promise<unknown>;
}

function RepositoryItem({ card, projectId }: { card: RepositoryCard; projectId: number }) {
  const { message, modal } = App.useApp();
  const remove = useRemoveRepository(projectId);
  const confirmRemove = () =>
    modal.confirm({
      title: GITHUB_TEXT.removeTitle(card.fullName),
      content: GITHUB_TEXT.removeDescription,
      okText: GITHUB_TEXT.removeOk,
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(card.id).then(
          () => void message.success(GITHUB_TEXT.removed),
          (error: unknown) => void message.error(`${GITHUB_TEXT.removeFailed}: ${errorMessage(error)}`),
        ),
    });
  const figures = card.pullRequests;
  return (
    <li style={{ listStyle: 'none' }} data-testid={`github-repository-${card.id}`}>
      <Card size="small" style={{ height: '100%' }}>
        <Flex vertical gap={6}>
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            <GithubOutlined aria-hidden /> {card.fullName}
          </Typography.Text>
          <Flex gap={4} wrap>
            {card.createdViaApp ? <Tag color="blue">{GITHUB_TEXT.createdViaApp}</Tag> : null}
            {card.private ? <Tag>Private</Tag> : null}
            {card.connectedToProject ? null : <Tag>{GITHUB_TEXT.fromChildProject}</Tag>}
            {card.backfilledAt ? null : <Tag color="gold">{GITHUB_TEXT.importing}</Tag>}
            {card.installationRemovedAt ? (
              <Tag color="red" data-testid="github-repository-removed-from-installation">
                {GITHUB_TEXT.removedFromInstallationTag}
              </Tag>
            ) : null}
          </Flex>
          <Typography.Text type="secondary">Created {formatDate(card.createdAt)}</Typography.Text>
          <Typography.Text data-testid="github-repository-figures">
            {figures.open} open · {figures.merged} merged · {figures.closed} closed · {card.mergedLast30Days} merged in 30 days
          </Typography.Text>
          <Typography.Text type="secondary">
            Last activity {card.lastActivityAt ? <time dateTime={card.lastActivityAt}>{formatRelativeTime(card.lastActivityAt)}</time> : '—'}
          </Typography.Text>
          <Flex gap={8}>
            <ExternalLink href={card.htmlUrl} label={`${GITHUB_TEXT.view} ${card.fullName} on GitHub`}>
              {GITHUB_TEXT.view}
            </ExternalLink>
            {card.removable ? (
              <Button size="small" danger onClick={confirmRemove} loading={remove.isPending} aria-label={`${GITHUB_TEXT.remove} ${card.fullName}`}>
                {GITHUB_TEXT.remove}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      </Card>
    </li>
  );
}

export function RepositoriesCard({ projectId, cards, canConnect, includeChildren, onIncludeChildren, childProjectCount, aggregated, onRefresh }: RepositoriesCardProps) {
  const [refreshing, setRefreshing] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [creating, setCreating] = useState(false);
  const { user } = useCurrentUser();
  // §2: creating is offered only while the project itself has no repository (a child project's does not count).
  const canCreate = canConnect && !cards.some((card) => card.connectedToProject);
  const refresh = async () => {
    setRefreshing(true);
    const minimum = new Promise((resolve) => setTimeout(resolve, REFRESH_SPINNER_MS));
    try {
      await Promise.all([onRefresh(), minimum]);
    } finally {
      setRefreshing(false);
    }
  };
  const switchLabel = GITHUB_TEXT.includeChildren(childProjectCount);
  return (
    <Section
      title={GITHUB_TEXT.repositoriesTitle}
      testId="github-repositories"
      extra={
        <Flex gap={12} wrap align="center">
          <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <Switch checked={includeChildren} onChange={onIncludeChildren} disabled={childProjectCount === 0 && !includeChildren} data-testid="github-include-children" />
            <span>{switchLabel}</span>
          </label>
          <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={() => void refresh()}>
            {GITHUB_TEXT.refresh}
          </Button>
          {canCreate ? (
            <Button onClick={() => setCreating(true)} data-testid="github-create-repository">
              {CREATE_REPOSITORY_TEXT.button}
            </Button>
          ) : null}
          {canConnect ? (
            <Button type="primary" onClick={() => setConnecting(true)}>
              {GITHUB_TEXT.connect}
            </Button>
          ) : null}
        </Flex>
      }
    >
      {aggregated ? <Alert type="info" showIcon title={GITHUB_TEXT.aggregated(aggregated.length, aggregated.join(', '))} style={{ marginBottom: 12 }} data-testid="github-aggregated" /> : null}
      {cards.length === 0 ? (
        <Empty description={<><div>{GITHUB_TEXT.noRepositories}</div>{canConnect ? <div>{GITHUB_TEXT.noRepositoriesHint}</div> : null}</>} data-testid="github-no-repositories" />
      ) : (
        <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12, margin: 0, padding: 0 }}>
          {cards.map((card) => <RepositoryItem key={card.id} card={card} projectId={projectId} />)}
        </ul>
      )}
      {connecting ? <ConnectRepositoryDialog projectId={projectId} onClose={() => setConnecting(false)} /> : null}
      {creating ? <CreateRepositoryDialog projectId={projectId} admin={isAdmin(user)} onClose={() => setCreating(false)} /> : null}
    </Section>
  );
}
