// The Forums view of a project: the list, a forum with its topics, or a topic, by the address. The shell renders it
// for /projects/{id}?view=forums and every /projects/{id}/forums... path, and passes the project id.
import { PageError, useLocation, useNavigate } from '@tessera/shared';
import type { ProjectForumsViewProps } from '../exposed/contract';
import { useLiveForums } from '../entities/forum';
import { ForumTopics } from '../features/forum-topics';
import { ForumsList } from '../features/forums-list';
import { TopicThread } from '../features/topic-thread';
import { forumPaths, forumRouteOf, invalidProjectMessage, projectSegmentOf } from './forum-route';

export default function ProjectForumsPage({ projectId }: ProjectForumsViewProps) {
  const location = useLocation();
  const valid = Number.isInteger(projectId) && projectId > 0;
  return (
    <div data-testid="remote-view-mfe_forums" data-build={process.env.BUILD_LABEL} data-project-id={String(projectId)}>
      {valid ? (
        <ForumsView projectId={projectId} pathname={location.pathname} search={location.search} />
      ) : (
        <PageError status="warning" title="Invalid project" headingLevel={2} message={invalidProjectMessage(projectSegmentOf(location.pathname) ?? String(projectId))} />
      )}
    </div>
  );
}

function ForumsView({ projectId, pathname, search }: { projectId: number; pathname: string; search: string }) {
  const navigate = useNavigate();
  useLiveForums(projectId);
  const route = forumRouteOf(pathname);

  if (route.kind === 'invalid') {
    const what = route.what === 'forum' ? 'Forum' : 'Topic';
    return <PageError status="warning" title={`${what} not found`} headingLevel={2} message={`Invalid ${route.what} ID: "${route.value}". Please check the URL.`} />;
  }
  if (route.kind === 'list') {
    return <ForumsList projectId={projectId} forumHref={(forumId) => forumPaths.forum(projectId, forumId)} onOpenForum={(forumId) => navigate(forumPaths.forum(projectId, forumId))} />;
  }
  const { forumId, topicId } = route;
  // A deleted topic goes back to its forum's list as it was filtered (the filters live in the address).
  return (
    <ForumTopics
      key={forumId}
      projectId={projectId}
      forumId={forumId}
      topicId={topicId}
      forumsHref={forumPaths.list(projectId)}
      topicHref={(id) => forumPaths.topic(projectId, forumId, id)}
      onOpenTopic={(id) => navigate(forumPaths.topic(projectId, forumId, id))}
      renderTopic={(id) => <TopicThread projectId={projectId} forumId={forumId} topicId={id} onTopicDeleted={() => navigate({ pathname: forumPaths.forum(projectId, forumId), search }, { replace: true })} />}
    />
  );
}
