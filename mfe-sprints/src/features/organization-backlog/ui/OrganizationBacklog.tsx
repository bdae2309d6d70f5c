// The organization's backlogs (issue 19, spec 002 sections 7 and 9): for each of the first 30 projects the caller may
// read backlogs in, its product backlog and open sprint backlogs, compactly, with totals, and a link into the
// project's Backlog view where the planning happens. Projects are paged; each backlog shows its first few stories and
// counts the rest.
import { useState, type CSSProperties } from 'react';
import { Card, Empty, errorMessage, Flex, Link, PageError, Pagination, Result, Spin, Tag, Typography } from '@tessera/shared';
import { useOrganizationBacklogs, type ProjectBacklogs } from '../api/organization-backlog-api';
import {
  LOADING_ORGANIZATION_BACKLOGS,
  moreStories,
  NO_BACKLOGS_HINT,
  NO_BACKLOGS_TITLE,
  ORGANIZATION_BACKLOGS_ERROR_TITLE,
  ORGANIZATION_BACKLOGS_TITLE,
  ORGANIZATION_PROJECTS_LIMIT,
  organizationSummary,
  projectBacklogPath,
  projectTotals,
  PROJECTS_PER_PAGE,
  pointsLabel,
  sprintPlanLabel,
  storyCount,
  STORIES_SHOWN,
} from '../model/organization-backlog';

type Backlog = ProjectBacklogs['productBacklog'];

const styles: Record<string, CSSProperties> = {
  lists: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12 },
  list: { background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 10px' },
  stories: { listStyle: 'none', margin: '6px 0 0', padding: 0, display: 'flex', flexDirection: 'column', gap: 4 },
  story: { display: 'flex', gap: 6, alignItems: 'baseline' },
  subject: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
};

function StoryList({ backlog, label, testId, emptyText }: { backlog: Backlog; label: string; testId: string; emptyText: string }) {
  const shown = backlog.stories.slice(0, STORIES_SHOWN);
  const more = moreStories(shown.length, backlog.total);
  if (backlog.total === 0) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  return (
    <>
      <ul style={styles.stories} aria-label={label} data-testid={testId}>
        {shown.map((story) => (
          <li key={story.id} style={styles.story}>
            <span style={styles.subject} title={story.subject}>
              {story.subject}
            </span>
            <Typography.Text type="secondary">{pointsLabel(story.storyPoints)}</Typography.Text>
          </li>
        ))}
      </ul>
      {more ? <Typography.Text type="secondary">{more}</Typography.Text> : null}
    </>
  );
}

function ProjectCard({ entry }: { entry: ProjectBacklogs }) {
  const { project } = entry;
  const totals = projectTotals(entry);
  const titleId = `organization-backlog-${project.id}-name`;
  return (
    <Card
      size="small"
      data-testid={`organization-backlog-${project.id}`}
      title={
        <Typography.Title level={2} id={titleId} style={{ fontSize: 16, margin: 0 }}>
          {project.name}
        </Typography.Title>
      }
      extra={
        <Link to={projectBacklogPath(project.id)} data-testid={`organization-backlog-link-${project.id}`} aria-label={`Open the backlog of ${project.name}`}>
          Open the backlog
        </Link>
      }
    >
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }} data-testid={`organization-backlog-totals-${project.id}`}>
        {storyCount(totals.productStories)} ({totals.productPoints} pts) in the product backlog · {sprintPlanLabel(totals)}
      </Typography.Text>
      <div style={styles.lists}>
        <section style={styles.list} aria-label={`Product backlog of ${project.name}`}>
          <Typography.Text strong>Product Backlog</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {storyCount(entry.productBacklog.total)} · {entry.productBacklog.totalPoints} pts
          </Typography.Text>
          <StoryList backlog={entry.productBacklog} label={`Stories in the product backlog of ${project.name}`} testId={`organization-product-backlog-${project.id}`} emptyText="The product backlog is empty" />
        </section>
        {entry.sprintBacklogs.map((backlog) => (
          <section key={backlog.sprint.id} style={styles.list} aria-label={`${backlog.sprint.name} of ${project.name}`} data-testid={`organization-sprint-backlog-${backlog.sprint.id}`}>
            <Flex wrap gap={6} align="center">
              <Typography.Text strong>{backlog.sprint.name}</Typography.Text>
              {backlog.sprint.status !== 'open' ? <Tag>{backlog.sprint.status}</Tag> : null}
            </Flex>
            <Typography.Text type="secondary" data-testid={`organization-sprint-totals-${backlog.sprint.id}`}>
              {storyCount(backlog.total)} · {backlog.totalPoints} pts · {backlog.completedPoints} done
            </Typography.Text>
            <StoryList backlog={backlog} label={`Stories in ${backlog.sprint.name} of ${project.name}`} testId={`organization-sprint-stories-${backlog.sprint.id}`} emptyText="No stories planned yet" />
          </section>
        ))}
      </div>
    </Card>
  );
}

export function OrganizationBacklog() {
  const query = useOrganizationBacklogs();
  const [page, setPage] = useState(1);
  const data = query.data;

  let content;
  if (query.isError && !data) {
    content = <PageError title={ORGANIZATION_BACKLOGS_ERROR_TITLE} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    content = (
      <Flex vertical align="center" gap={12} style={{ padding: 48 }} data-testid="organization-backlogs-loading">
        <Spin size="large" />
        <Typography.Text type="secondary">{LOADING_ORGANIZATION_BACKLOGS}</Typography.Text>
      </Flex>
    );
  } else if (data.projects.length === 0) {
    content = <Result icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />} title={NO_BACKLOGS_TITLE} subTitle={NO_BACKLOGS_HINT} data-testid="no-organization-backlogs" />;
  } else {
    const pages = Math.max(1, Math.ceil(data.projects.length / PROJECTS_PER_PAGE));
    const current = Math.min(page, pages);
    const shown = data.projects.slice((current - 1) * PROJECTS_PER_PAGE, current * PROJECTS_PER_PAGE);
    content = (
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" data-testid="organization-backlogs-summary">
          {organizationSummary(data)}
          {data.projects.length >= ORGANIZATION_PROJECTS_LIMIT ? ` (the first ${ORGANIZATION_PROJECTS_LIMIT} projects by name)` : ''}
        </Typography.Text>
        {shown.map((entry) => (
          <ProjectCard key={entry.project.id} entry={entry} />
        ))}
        {pages > 1 ? (
          <Pagination
            current={current}
            pageSize={PROJECTS_PER_PAGE}
            total={data.projects.length}
            onChange={setPage}
            showSizeChanger={false}
            align="center"
            aria-label="Pages of projects"
            data-testid="organization-backlogs-pages"
          />
        ) : null}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="organization-backlogs">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {ORGANIZATION_BACKLOGS_TITLE}
      </Typography.Title>
      <div aria-busy={query.isFetching}>{content}</div>
    </Flex>
  );
}
