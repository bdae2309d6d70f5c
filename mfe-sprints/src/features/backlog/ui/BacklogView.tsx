// The Backlog view of the Scrum area (issue 19): the product backlog and the open sprints' backlogs side by side.
// Dragging (mouse, touch or keyboard: space, arrows, space) orders stories and moves them between backlogs; the move
// shows at once and is put back, with a message, when the server refuses it. Story points are edited in place,
// stories quick-created into the product backlog or straight into a sprint; each sprint shows its points against the
// team's velocity. A 403 or 404 on the backlog shows the project's sprints instead, saying why (BacklogFallback).
import { useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { BOARD_SENSORS } from '@tessera/shared/dnd';
import { announce, App, Button, errorMessage, Flex, Input, InputNumber, PageError, Progress, Select, Spin, Tag, Typography } from '@tessera/shared';
import { backlogKeys, createStory, moveStory, updateStoryPoints, useBacklogs, type Backlogs, type Story } from '../api/backlog-api';
import {
  applyMove,
  applyPoints,
  capacity,
  CREATE_FAILED_MESSAGE,
  fullIndexOf,
  isFiltering,
  matchesFilters,
  MOVE_FAILED_MESSAGE,
  movedMessage,
  NO_FILTERS,
  POINTS_FAILED_MESSAGE,
  PRODUCT_BACKLOG_ID,
  sprintDroppableId,
  storiesOf,
  storyDraggableId,
  versionOfDroppable,
  type BacklogFilters,
} from '../model/backlog-model';
import { useLiveBacklog } from '../model/use-live-backlog';
import { BacklogFallback, isBacklogUnavailable } from './BacklogFallback';

export const PRODUCT_BACKLOG_TITLE = 'Product Backlog';
export const LOADING_BACKLOG_MESSAGE = 'Loading backlog...';
export const BACKLOG_ERROR_TITLE = 'Error loading backlog';

const styles: Record<string, CSSProperties> = {
  lists: { display: 'flex', gap: 12, overflowX: 'auto', alignItems: 'flex-start', paddingBottom: 8 },
  column: { flex: '0 0 350px', width: 350, background: '#f5f5f5', borderRadius: 8, padding: 12, display: 'flex', flexDirection: 'column', gap: 8 },
  list: { minHeight: 80, display: 'flex', flexDirection: 'column', gap: 6, borderRadius: 6, padding: 4 },
  listOver: { background: '#e6f4ff' },
  card: { background: '#fff', border: '1px solid #d9d9d9', borderRadius: 6, padding: '8px 10px', display: 'flex', alignItems: 'center', gap: 8 },
  subject: { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  empty: { color: '#595959', padding: 8, textAlign: 'center' },
};

interface ListProps {
  droppableId: string;
  stories: readonly Story[];
  canOrder: boolean;
  onPoints: (story: Story, points: number | null) => void;
  emptyText: string;
}

function StoryCard({ story, index, canOrder, onPoints }: { story: Story; index: number; canOrder: boolean; onPoints: ListProps['onPoints'] }) {
  const [draft, setDraft] = useState<number | null>(story.storyPoints);
  // Enter then blur (or the card re-keyed by the new points) must not save the same change twice.
  const saved = useRef(story.storyPoints);
  const save = () => {
    if (draft === saved.current) return;
    saved.current = draft;
    onPoints(story, draft);
  };
  return (
    <Draggable draggableId={storyDraggableId(story.id)} index={index} isDragDisabled={!canOrder}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.draggableProps}
          style={{ ...styles.card, ...(snapshot.isDragging ? { boxShadow: '0 4px 12px rgba(0,0,0,0.2)' } : null), ...provided.draggableProps.style }}
          data-testid={`backlog-story-${story.id}`}
        >
          {/* The handle is the story's text, not the card: the points field beside it must not sit inside a button. */}
          <div
            {...provided.dragHandleProps}
            style={{ display: 'flex', alignItems: 'center', gap: 8, flex: 1, minWidth: 0 }}
            data-testid={`backlog-story-handle-${story.id}`}
          >
            <Tag>{story.type.name}</Tag>
            <span style={styles.subject}>
              <Typography.Text>{story.subject}</Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                #{story.id} · {story.status.name}
                {story.assignee ? ` · ${story.assignee.name}` : ''}
              </Typography.Text>
            </span>
          </div>
          <InputNumber
            size="small"
            min={0}
            max={1000}
            style={{ width: 64 }}
            value={draft}
            disabled={!canOrder}
            aria-label={`Story points of ${story.subject}`}
            onChange={(value) => setDraft(typeof value === 'number' ? value : null)}
            onBlur={save}
            onPressEnter={save}
            data-testid={`story-points-${story.id}`}
          />
        </div>
      )}
    </Draggable>
  );
}

function StoryList({ droppableId, stories, canOrder, onPoints, emptyText }: ListProps) {
  return (
    <Droppable droppableId={droppableId} isDropDisabled={!canOrder}>
      {(provided, snapshot) => (
        <div ref={provided.innerRef} {...provided.droppableProps} style={{ ...styles.list, ...(snapshot.isDraggingOver ? styles.listOver : null) }} data-testid={`${droppableId}-list`}>
          {stories.length === 0 ? <div style={styles.empty}>{emptyText}</div> : null}
          {stories.map((story, index) => (
            // The key carries the points so a server change resets the inline draft.
            <StoryCard key={`${story.id}:${story.storyPoints}`} story={story} index={index} canOrder={canOrder} onPoints={onPoints} />
          ))}
          {provided.placeholder}
        </div>
      )}
    </Droppable>
  );
}

/**
 * A quick-create row: into the product backlog (`sprint` absent) or straight into one sprint's backlog, at its end.
 * The sprint rows are named after their sprint, so each field and button says where the story goes.
 */
function QuickCreate({ projectId, sprint }: { projectId: number; sprint?: { id: number; name: string } }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [subject, setSubject] = useState('');
  const [points, setPoints] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const where = sprint ? ` in ${sprint.name}` : '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (subject.trim() === '' || saving) return;
    setSaving(true);
    try {
      await createStory(projectId, { subject: subject.trim(), storyPoints: points, version: sprint?.id ?? null });
      setSubject('');
      setPoints(null);
      announce(`Story "${subject.trim()}" created${where}`);
      await queryClient.invalidateQueries({ queryKey: backlogKeys.project(projectId) });
    } catch (error) {
      message.error(`${CREATE_FAILED_MESSAGE}: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} style={{ display: 'flex', gap: 6 }} data-testid={sprint ? `sprint-quick-create-${sprint.id}` : 'backlog-quick-create'}>
      <Input placeholder="New story" aria-label={`New story subject${where}`} value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={255} />
      <InputNumber placeholder="Pts" aria-label={`New story points${where}`} min={0} max={1000} value={points} onChange={(value) => setPoints(typeof value === 'number' ? value : null)} style={{ width: 70 }} />
      {/* The sprint rows' names start with the visible "Add" (label in name) and say which sprint. */}
      <Button htmlType="submit" type="primary" loading={saving} disabled={subject.trim() === ''} aria-label={sprint ? `Add to ${sprint.name}` : undefined}>
        Add
      </Button>
    </form>
  );
}

function Filters({ data, filters, onChange }: { data: Backlogs; filters: BacklogFilters; onChange: (filters: BacklogFilters) => void }) {
  const all = [...data.productBacklog.stories, ...data.sprintBacklogs.flatMap((backlog) => backlog.stories)];
  const assignees = [...new Map(all.flatMap((story) => (story.assignee ? [[story.assignee.id, story.assignee.name] as const] : []))).entries()];
  const types = [...new Map(all.map((story) => [story.type.id, story.type.name] as const)).entries()];
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }} data-testid="backlog-filters">
      <Input.Search placeholder="Filter stories" aria-label="Filter stories by text" allowClear value={filters.text} onChange={(event) => onChange({ ...filters, text: event.target.value })} style={{ width: 220 }} />
      <Select
        aria-label="Filter by assignee"
        style={{ width: 180 }}
        value={filters.assigneeId}
        onChange={(assigneeId) => onChange({ ...filters, assigneeId })}
        options={[{ value: 'all', label: 'All assignees' }, { value: 'none', label: 'Unassigned' }, ...assignees.map(([id, name]) => ({ value: id, label: name }))]}
      />
      <Select
        aria-label="Filter by type"
        style={{ width: 150 }}
        value={filters.typeId}
        onChange={(typeId) => onChange({ ...filters, typeId })}
        options={[{ value: 'all', label: 'All types' }, ...types.map(([id, name]) => ({ value: id, label: name }))]}
      />
      {isFiltering(filters) ? (
        <Button onClick={() => onChange(NO_FILTERS)} type="link">
          Clear filters
        </Button>
      ) : null}
    </Flex>
  );
}

const CAPACITY_COLOURS = { unknown: '#8c8c8c', under: '#389e0d', full: '#d48806', over: '#cf1322' } as const;
/** Darker shades for text on the column's grey: WCAG AA contrast. */
const CAPACITY_TEXT_COLOURS = { unknown: '#595959', under: '#237804', full: '#874d00', over: '#a8071a' } as const;

export function BacklogView({ projectId }: { projectId: number }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const query = useBacklogs(projectId);
  useLiveBacklog(projectId);
  const [filters, setFilters] = useState<BacklogFilters>(NO_FILTERS);
  const data = query.data;
  const shown = useMemo(() => {
    if (!data) return null;
    const pick = (stories: readonly Story[]) => stories.filter((story) => matchesFilters(story, filters));
    return { product: pick(data.productBacklog.stories), sprints: new Map(data.sprintBacklogs.map((backlog) => [backlog.sprint.id, pick(backlog.stories)])) };
  }, [data, filters]);

  if (query.isError && !data) {
    // Spec 002 section 8: a 403 or 404 falls back to the project's sprints, saying why the backlog is not shown.
    if (isBacklogUnavailable(query.error)) return <BacklogFallback projectId={projectId} error={query.error} onRetry={() => void query.refetch()} />;
    return <PageError title={BACKLOG_ERROR_TITLE} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!data || !shown) {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 48 }} data-testid="backlog-loading">
        <Spin size="large" />
        <Typography.Text type="secondary">{LOADING_BACKLOG_MESSAGE}</Typography.Text>
      </Flex>
    );
  }
  const key = backlogKeys.project(projectId);
  const canOrder = data.permissions.order;

  const onDragEnd = (result: DropResult) => {
    if (!result.destination) return;
    const from = versionOfDroppable(result.source.droppableId);
    const to = versionOfDroppable(result.destination.droppableId);
    const storyId = Number(result.draggableId.replace('backlog-story-', ''));
    if (from === undefined || to === undefined) return;
    if (from === to && result.source.index === result.destination.index) return;
    const before = queryClient.getQueryData<Backlogs>(key) ?? data;
    const shownTarget = to === null ? shown.product : (shown.sprints.get(to) ?? []);
    const index = fullIndexOf(storiesOf(before, to), shownTarget, storyId, result.destination.index);
    const story = [...before.productBacklog.stories, ...before.sprintBacklogs.flatMap((backlog) => backlog.stories)].find((entry) => entry.id === storyId);
    const target = to === null ? PRODUCT_BACKLOG_TITLE : (before.sprintBacklogs.find((backlog) => backlog.sprint.id === to)?.sprint.name ?? 'the sprint');
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<Backlogs>(key, applyMove(before, storyId, to, index));
    moveStory(storyId, to, index).then(
      () => {
        if (from !== to && story) message.success(movedMessage(story.subject, target));
        announce(movedMessage(story?.subject ?? `#${storyId}`, target));
        void queryClient.invalidateQueries({ queryKey: key });
      },
      (error: unknown) => {
        // Put it back where it was, and say why.
        queryClient.setQueryData<Backlogs>(key, before);
        message.error(`${MOVE_FAILED_MESSAGE}: ${errorMessage(error)}`);
        announce(`${MOVE_FAILED_MESSAGE}: ${errorMessage(error)}`);
        void queryClient.invalidateQueries({ queryKey: key });
      },
    );
  };

  const onPoints = (story: Story, points: number | null) => {
    const before = queryClient.getQueryData<Backlogs>(key) ?? data;
    queryClient.setQueryData<Backlogs>(key, applyPoints(before, story.id, points));
    updateStoryPoints(story, points).then(
      () => void queryClient.invalidateQueries({ queryKey: key }),
      (error: unknown) => {
        queryClient.setQueryData<Backlogs>(key, before);
        message.error(`${POINTS_FAILED_MESSAGE}: ${errorMessage(error)}`);
      },
    );
  };

  const filtering = isFiltering(filters);
  return (
    <div data-testid="backlog-view">
      <Flex align="center" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" data-testid="backlog-stats">
          {data.stats.productBacklogStories} stories ({data.stats.productBacklogPoints} pts) in the product backlog · {data.stats.plannedPoints} pts planned in{' '}
          {data.stats.openSprints} open {data.stats.openSprints === 1 ? 'sprint' : 'sprints'} · velocity {data.stats.velocity ?? 'not known yet'}
        </Typography.Text>
      </Flex>
      <Filters data={data} filters={filters} onChange={setFilters} />
      <DragDropContext onDragEnd={onDragEnd} enableDefaultSensors={false} sensors={BOARD_SENSORS}>
        <div style={styles.lists}>
          <section style={styles.column} aria-label={PRODUCT_BACKLOG_TITLE} data-testid="product-backlog">
            <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
              {PRODUCT_BACKLOG_TITLE}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="product-backlog-totals">
              {data.productBacklog.total} stories · {data.productBacklog.totalPoints} pts
            </Typography.Text>
            {data.permissions.create ? <QuickCreate projectId={projectId} /> : null}
            <StoryList
              droppableId={PRODUCT_BACKLOG_ID}
              stories={shown.product}
              canOrder={canOrder}
              onPoints={onPoints}
              emptyText={filtering ? 'No story matches the filters' : 'The product backlog is empty'}
            />
            {data.productBacklog.total > data.productBacklog.stories.length ? (
              <Typography.Text type="secondary">
                Showing the first {data.productBacklog.stories.length} of {data.productBacklog.total}
              </Typography.Text>
            ) : null}
          </section>
          {data.sprintBacklogs.length === 0 ? (
            <section style={styles.column} data-testid="no-open-sprints">
              <Typography.Text type="secondary">No open sprints: create a sprint on the Board to plan stories into it.</Typography.Text>
            </section>
          ) : null}
          {data.sprintBacklogs.map((backlog) => {
            const fill = capacity(backlog.totalPoints, data.stats.velocity);
            return (
              <section key={backlog.sprint.id} style={styles.column} aria-label={`${backlog.sprint.name} backlog`} data-testid={`sprint-backlog-${backlog.sprint.id}`}>
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  {backlog.sprint.name}
                </Typography.Title>
                <Typography.Text type="secondary">
                  {backlog.sprint.startDate ?? 'No start'} – {backlog.sprint.endDate ?? 'no end'}
                </Typography.Text>
                <Typography.Text data-testid={`sprint-backlog-totals-${backlog.sprint.id}`}>
                  {backlog.total} stories · {backlog.totalPoints} pts · {backlog.completedPoints} done
                </Typography.Text>
                <div data-testid={`sprint-capacity-${backlog.sprint.id}`}>
                  <Typography.Text style={{ color: CAPACITY_TEXT_COLOURS[fill.state] }}>
                    {fill.state === 'over' ? 'Over capacity: ' : ''}
                    {fill.label}
                  </Typography.Text>
                  {fill.percent !== null ? (
                    <Progress percent={Math.min(fill.percent, 100)} showInfo={false} strokeColor={CAPACITY_COLOURS[fill.state]} size="small" aria-label={`Capacity used: ${fill.percent}%`} />
                  ) : null}
                </div>
                {data.permissions.create && data.permissions.assignSprints ? <QuickCreate projectId={projectId} sprint={backlog.sprint} /> : null}
                <StoryList
                  droppableId={sprintDroppableId(backlog.sprint.id)}
                  stories={shown.sprints.get(backlog.sprint.id) ?? []}
                  canOrder={canOrder && data.permissions.assignSprints}
                  onPoints={onPoints}
                  emptyText={filtering ? 'No story matches the filters' : 'Drag stories here to plan them'}
                />
              </section>
            );
          })}
        </div>
      </DragDropContext>
    </div>
  );
}
