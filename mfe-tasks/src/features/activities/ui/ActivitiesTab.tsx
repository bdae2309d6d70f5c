// The Activities tab of the task panel: comment box, then the timeline newest first, 10 at a time.
import { Alert, Button, Empty, Flex, Skeleton } from '@tessera/shared';
import { ACTIVITIES_EMPTY, ACTIVITIES_LOAD_FAILED } from '../model/activities-constants';
import { flattenActivities, useActivities } from '../model/use-activities';
import { ActivityItem } from './ActivityItem';
import { CommentBox } from './CommentBox';
import { useTasksReadOnly } from '../../project-access';

export interface ActivitiesTabProps {
  workPackageId: number;
  /** The task's project: '@' in a comment offers its members. */
  projectId?: number;
  /** The server offers `addComment` on the work package only to who may comment. */
  canComment: boolean;
  /** Called after a comment was added (the task's comment count changed). */
  onCommentAdded?: () => void;
}

export function ActivitiesTab({ workPackageId, projectId, canComment, onCommentAdded }: ActivitiesTabProps) {
  const readOnly = useTasksReadOnly();
  const timeline = useActivities(workPackageId);
  const activities = flattenActivities(timeline.data);

  let body;
  if (timeline.isPending) {
    body = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  } else if (timeline.isError && activities.length === 0) {
    body = (
      <Alert
        type="error"
        showIcon
        title={ACTIVITIES_LOAD_FAILED}
        action={<Button size="small" onClick={() => void timeline.refetch()}>Retry</Button>}
      />
    );
  } else if (activities.length === 0) {
    body = <Empty description={ACTIVITIES_EMPTY} />;
  } else {
    body = (
      <div data-testid="activities-list">
        {activities.map((activity) => (
          <ActivityItem key={activity.id} activity={activity} workPackageId={workPackageId} />
        ))}
        {timeline.isFetchNextPageError && (
          <Alert
            type="error"
            showIcon
            title={ACTIVITIES_LOAD_FAILED}
            action={<Button size="small" onClick={() => void timeline.fetchNextPage()}>Retry</Button>}
          />
        )}
        {timeline.hasNextPage && !timeline.isFetchNextPageError && (
          <Flex justify="center" style={{ marginTop: 12 }}>
            <Button loading={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()}>Load more</Button>
          </Flex>
        )}
      </div>
    );
  }

  return (
    <Flex vertical gap={16}>
      {canComment && !readOnly && <CommentBox workPackageId={workPackageId} projectId={projectId} onAdded={onCommentAdded} />}
      {body}
    </Flex>
  );
}
