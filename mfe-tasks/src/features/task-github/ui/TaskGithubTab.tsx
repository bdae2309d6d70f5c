// The panel's GitHub tab. Mounted only while the tab is open: its lists load then, follow live updates, and poll
// (spec 001 §9) only while it is shown. States: GitHub not configured (the repositories answer says so to everyone;
// admins also get the settings link), no repository connected to the project, no pull requests; every failure says
// what failed, with a Retry.
import { useState, type ReactNode } from 'react';
import {
  Alert, App, Button, Empty, Flex, GithubOutlined, Link, Skeleton, Typography, errorMessage, isAdmin, paths, useCurrentUser,
} from '@tessera/shared';
import {
  useAssignPullRequest, useAvailablePullRequests, useGithubLiveUpdates, useLinkedPullRequests, useProjectRepositories,
  useUnassignPullRequest, type GithubPullRequestHal,
} from '../api/task-github-api';
import { GITHUB_SETTINGS_PATH, GITHUB_TEXT } from '../model/github-constants';
import { PullRequestItem, pullRequestName } from './PullRequestItem';

export interface TaskGithubTabProps {
  workPackageId: number;
  projectId: number;
  /** Whether the user may link and unlink pull requests (edit the task; not in an archived project). */
  canEdit: boolean;
}

interface ActionFailure {
  text: string;
  retry: () => void;
}

function LoadFailure({ title, error, onRetry, testId }: { title: string; error: unknown; onRetry: () => void; testId: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorMessage(error)}
      data-testid={testId}
      action={<Button size="small" onClick={onRetry}>{GITHUB_TEXT.retry}</Button>}
    />
  );
}

function Section({ title, count, children, testId }: { title: string; count?: number; children: ReactNode; testId: string }) {
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      {/* The panel's title is an h2. */}
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {title}
        {count !== undefined ? <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}> ({count})</Typography.Text> : null}
      </Typography.Title>
      {children}
    </section>
  );
}

function StateNote({ text, hint, testId }: { text: string; hint?: ReactNode; testId: string }) {
  return (
    <Empty
      data-testid={testId}
      image={<GithubOutlined style={{ fontSize: 48, color: '#8c8c8c' }} aria-hidden />}
      description={
        <>
          <div>{text}</div>
          {hint ? <div>{hint}</div> : null}
        </>
      }
    />
  );
}

function PullRequestList({ pullRequests, action }: { pullRequests: GithubPullRequestHal[]; action?: (pullRequest: GithubPullRequestHal) => ReactNode }) {
  return (
    <ul style={{ margin: 0, padding: 0 }}>
      {pullRequests.map((pullRequest) => <PullRequestItem key={pullRequest.id} pullRequest={pullRequest} action={action?.(pullRequest)} />)}
    </ul>
  );
}

export function TaskGithubTab({ workPackageId, projectId, canEdit }: TaskGithubTabProps) {
  const { message } = App.useApp();
  const { user } = useCurrentUser();
  const repositories = useProjectRepositories(projectId);
  const linked = useLinkedPullRequests(workPackageId);
  useGithubLiveUpdates(projectId, workPackageId);
  // Nothing can be linked until GitHub is configured: say so rather than offer a list that cannot load.
  const notConfigured = repositories.data?.configured === false;
  const hasRepositories = (repositories.data?.repositories.length ?? 0) > 0;
  const available = useAvailablePullRequests(workPackageId, hasRepositories && !notConfigured);
  const assign = useAssignPullRequest(workPackageId);
  const unassign = useUnassignPullRequest(workPackageId);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const runAssign = async (pullRequest: GithubPullRequestHal) => {
    setFailure(null);
    try {
      await assign.mutateAsync(pullRequest.id);
      message.success(GITHUB_TEXT.assigned);
    } catch (error) {
      setFailure({ text: `${GITHUB_TEXT.assignFailed} ${pullRequestName(pullRequest)}: ${errorMessage(error)}`, retry: () => void runAssign(pullRequest) });
    }
  };
  const runUnassign = async (pullRequest: GithubPullRequestHal) => {
    setFailure(null);
    try {
      await unassign.mutateAsync(pullRequest.id);
      message.success(GITHUB_TEXT.unassigned);
    } catch (error) {
      setFailure({ text: `${GITHUB_TEXT.unassignFailed} ${pullRequestName(pullRequest)}: ${errorMessage(error)}`, retry: () => void runUnassign(pullRequest) });
    }
  };
  const busy = (mutation: typeof assign | typeof unassign, pullRequest: GithubPullRequestHal) => mutation.isPending && mutation.variables === pullRequest.id;

  if (repositories.isPending || linked.isPending) {
    return <Skeleton active paragraph={{ rows: 3 }} data-testid="task-github-loading" />;
  }

  const linkedList = linked.data ?? [];
  const linkedSection = (
    <Section title={GITHUB_TEXT.linkedTitle} count={linked.data ? linkedList.length : undefined} testId="task-github-linked">
      {linked.isError && !linked.data ? (
        <LoadFailure title={GITHUB_TEXT.linkedFailed} error={linked.error} onRetry={() => void linked.refetch()} testId="task-github-linked-error" />
      ) : linkedList.length === 0 ? (
        <Typography.Text type="secondary" data-testid="task-github-none-linked">{GITHUB_TEXT.noneLinked}</Typography.Text>
      ) : (
        <PullRequestList
          pullRequests={linkedList}
          action={canEdit ? (pullRequest) => (
            <Button size="small" loading={busy(unassign, pullRequest)} onClick={() => void runUnassign(pullRequest)} aria-label={`${GITHUB_TEXT.unassign} ${pullRequestName(pullRequest)}`}>
              {GITHUB_TEXT.unassign}
            </Button>
          ) : undefined}
        />
      )}
    </Section>
  );

  let availableSection: ReactNode = null;
  if (notConfigured) {
    availableSection = (
      <StateNote
        testId="task-github-not-configured"
        text={GITHUB_TEXT.notConfigured}
        // Only admins can act on it (the settings are theirs); members are told plainly.
        hint={isAdmin(user) ? <>{GITHUB_TEXT.notConfiguredHint} <Link to={GITHUB_SETTINGS_PATH}>{GITHUB_TEXT.settingsLink}</Link>.</> : null}
      />
    );
  } else if (repositories.isError) {
    availableSection = (
      <LoadFailure title={GITHUB_TEXT.repositoriesFailed} error={repositories.error} onRetry={() => void repositories.refetch()} testId="task-github-repositories-error" />
    );
  } else if (!hasRepositories) {
    availableSection = (
      <StateNote
        testId="task-github-no-repository"
        text={GITHUB_TEXT.noRepository}
        hint={<>{GITHUB_TEXT.noRepositoryHint} <Link to={paths.projectView(projectId, 'github')}>{GITHUB_TEXT.projectGithubLink}</Link>.</>}
      />
    );
  } else {
    const availableList = available.data ?? [];
    availableSection = (
      <Section title={GITHUB_TEXT.availableTitle} count={available.data ? availableList.length : undefined} testId="task-github-available">
        {available.isError && !available.data ? (
          <LoadFailure title={GITHUB_TEXT.availableFailed} error={available.error} onRetry={() => void available.refetch()} testId="task-github-available-error" />
        ) : available.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : availableList.length === 0 ? (
          <Typography.Text type="secondary" data-testid="task-github-none-available">{GITHUB_TEXT.noneAvailable}</Typography.Text>
        ) : (
          <PullRequestList
            pullRequests={availableList}
            action={canEdit ? (pullRequest) => (
              <Button size="small" type="primary" ghost loading={busy(assign, pullRequest)} onClick={() => void runAssign(pullRequest)} aria-label={`${GITHUB_TEXT.assign} ${pullRequestName(pullRequest)}`}>
                {GITHUB_TEXT.assign}
              </Button>
            ) : undefined}
          />
        )}
      </Section>
    );
  }

  // Nothing linked and nothing to link: the state note alone says it.
  const onlyTheNote = !hasRepositories && linkedList.length === 0 && !linked.isError;
  return (
    <Flex vertical gap={24} data-testid="task-github-tab">
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure.text}
          data-testid="task-github-action-error"
          action={<Button size="small" onClick={failure.retry}>{GITHUB_TEXT.retry}</Button>}
        />
      ) : null}
      {onlyTheNote ? null : linkedSection}
      {availableSection}
    </Flex>
  );
}
