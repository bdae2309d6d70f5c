// One forum (spec 003 section 2 'Forum page'): its header, search, sort and category, 'Mark all read', 'Start New
// Discussion', and the list 'Topics (N)' beside the selected topic's detail (the first topic is selected at first).
import {
  ApiError, App, ArrowLeftOutlined, Badge, Button, Col, Flex, Input, Link, LockOutlined, PageError, Pagination, PlusOutlined, Row,
  SearchOutlined, Select, Skeleton, Space, Tag, Typography, formatCompactNumber, formatRelativeTime, hasAction, useCurrentUser, useDebouncedValue,
  preloadOnIntent, useNavigate,
} from '@tessera/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { authorNameOf, TOPICS_PAGE_SIZE, useForum, useForumCategories, type MessageHal } from '../../../entities/forum';
import { preloadPostEditor } from '../../post-editor';
import { useAuthorCandidates, useAuthorName } from '../api/use-authors';
import { useMarkForumRead, useTopics } from '../api/use-topics';
import { TOPIC_SORT_OPTIONS, TOPIC_STATUS_OPTIONS, useTopicListFilters, type TopicAuthorFilter } from '../model/topic-filters';
import { SEARCH_DEBOUNCE_MS, TOPIC_MESSAGES } from '../model/topic-rules';
import { NewTopicDialog } from './NewTopicDialog';

export const SEARCH_PLACEHOLDER = 'Search topics...';

export interface ForumTopicsProps {
  projectId: number;
  forumId: number;
  /** The topic in the address, if any; otherwise the first topic of the list shows. */
  topicId: number | null;
  topicHref: (topicId: number) => string;
  forumsHref: string;
  onOpenTopic: (topicId: number) => void;
  /** The selected topic's detail (another feature's). */
  renderTopic: (topicId: number) => ReactNode;
}

export function ForumTopics({ projectId, forumId, topicId, topicHref, forumsHref, onOpenTopic, renderTopic }: ForumTopicsProps) {
  const { message } = App.useApp();
  const forum = useForum(forumId);
  const categories = useForumCategories();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { filters, update, search: filterSearch } = useTopicListFilters();
  const { sortBy, categoryId, status, author } = filters;
  const [search, setSearch] = useState(filters.q);
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState(false);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const authorId = author === 'me' ? (user?.id ?? null) : author === 'all' ? null : author;
  const topics = useTopics(forumId, { page, q, sortBy, category: categoryId, status, author: authorId });
  const markRead = useMarkForumRead(projectId, forumId);
  // The search goes to the address once typing pauses, as it goes to the server.
  useEffect(() => {
    if (q !== filters.q.trim()) update({ q });
    // Only a new search writes; the address changing otherwise must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  // A topic opened from the list keeps the filters in its address.
  const withFilters = (path: string) => (filterSearch ? `${path}?${filterSearch}` : path);

  if (forum.isError) {
    const notFound = forum.error instanceof ApiError && forum.error.status === 404;
    return (
      <PageError
        title={notFound ? TOPIC_MESSAGES.forumNotFound : 'Error'}
        headingLevel={2}
        message={notFound ? 'This forum does not exist or you cannot see it.' : TOPIC_MESSAGES.forumLoadFailed}
        onRetry={notFound ? undefined : () => void forum.refetch()}
        extra={<Link to={forumsHref}>Back to forums</Link>}
      />
    );
  }
  if (forum.isPending) {
    return (
      <div role="status" aria-label="Loading the forum">
        <Skeleton active />
      </div>
    );
  }

  const selectedId = topicId ?? topics.data?.topics[0]?.id ?? null;
  const canModerate = hasAction(forum.data, 'update');
  const filterBy = (changes: Parameters<typeof update>[0]) => {
    update(changes);
    setPage(1);
  };
  const filtered = Boolean(q) || categoryId !== null || status !== 'all' || author !== 'all';
  const markAllRead = () =>
    markRead.mutate(undefined, {
      onSuccess: () => void message.success(TOPIC_MESSAGES.markedRead),
      onError: () => void message.error(TOPIC_MESSAGES.markReadFailed),
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="forum-page">
      <Link to={forumsHref}>
        <ArrowLeftOutlined aria-hidden /> All forums
      </Link>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <div>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>{forum.data.name}</Typography.Title>
          <Typography.Text type="secondary">{forum.data.description || 'No description'}</Typography.Text>
        </div>
        <Space wrap>
          <Button onClick={markAllRead} loading={markRead.isPending}>Mark all read</Button>
          {hasAction(forum.data, 'createTopic') ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setStarting(true)} {...preloadOnIntent(preloadPostEditor)}>
              Start New Discussion
            </Button>
          ) : null}
        </Space>
      </Flex>
      <Flex wrap gap={8} role="search" aria-label="Topics">
        <Input
          allowClear
          aria-label="Search topics"
          placeholder={SEARCH_PLACEHOLDER}
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Select aria-label="Sort topics" value={sortBy} onChange={(value) => filterBy({ sortBy: value })} options={[...TOPIC_SORT_OPTIONS]} style={{ minWidth: 160 }} />
        <Select aria-label="Filter by status" value={status} onChange={(value) => filterBy({ status: value })} options={[...TOPIC_STATUS_OPTIONS]} style={{ minWidth: 140 }} />
        <AuthorFilter projectId={projectId} value={author} currentUserId={user?.id ?? null} onChange={(value) => filterBy({ author: value })} />
        <Select
          aria-label="Filter by category"
          value={categoryId ?? 0}
          onChange={(value: number) => filterBy({ categoryId: value === 0 ? null : value })}
          options={[{ value: 0, label: 'All categories' }, ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))]}
          style={{ minWidth: 180 }}
        />
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 15, order: 1 }}>
          {selectedId !== null ? renderTopic(selectedId) : null}
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 9, order: 2 }}>
          <section aria-labelledby="forum-topics-heading">
            <Typography.Title level={3} id="forum-topics-heading" style={{ fontSize: 18 }}>
              {`Topics (${topics.data?.total ?? 0})`}
            </Typography.Title>
            {topics.isError ? (
              <PageError message={TOPIC_MESSAGES.loadFailed} onRetry={() => void topics.refetch()} />
            ) : topics.isPending ? (
              <Skeleton active />
            ) : topics.data.topics.length === 0 ? (
              <Typography.Paragraph type="secondary">{filtered ? TOPIC_MESSAGES.noMatches : TOPIC_MESSAGES.noTopics}</Typography.Paragraph>
            ) : (
              <>
                <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="topic-list">
                  {topics.data.topics.map((topic) => (
                    <TopicEntry key={topic.id} topic={topic} href={withFilters(topicHref(topic.id))} selected={topic.id === selectedId} onOpen={() => navigate(withFilters(topicHref(topic.id)))} />
                  ))}
                </ul>
                {topics.data.total > TOPICS_PAGE_SIZE ? (
                  <Pagination
                    style={{ marginTop: 12 }}
                    size="small"
                    current={page}
                    pageSize={TOPICS_PAGE_SIZE}
                    total={topics.data.total}
                    showSizeChanger={false}
                    onChange={setPage}
                  />
                ) : null}
              </>
            )}
          </section>
        </Col>
      </Row>
      <NewTopicDialog
        projectId={projectId}
        forumId={forumId}
        open={starting}
        canModerate={canModerate}
        onClose={() => setStarting(false)}
        onCreated={(topic) => onOpenTopic(topic.id)}
      />
    </Space>
  );
}

const ALL_AUTHORS = 'all';
const MY_TOPICS = 'me';

/** Anyone, me, or a member of the project (searched on the server by name as one types). */
function AuthorFilter({ projectId, value, currentUserId, onChange }: { projectId: number; value: TopicAuthorFilter; currentUserId: number | null; onChange: (value: TopicAuthorFilter) => void }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const candidates = useAuthorCandidates(projectId, name, open);
  const members = (candidates.data ?? []).filter((member) => member.id !== currentUserId);
  const chosenId = typeof value === 'number' ? value : null;
  const chosenName = useAuthorName(chosenId !== null && !members.some((member) => member.id === chosenId) ? chosenId : null);
  const options = [
    ...(search ? [] : [{ value: ALL_AUTHORS, label: 'Anyone' }, { value: MY_TOPICS, label: 'Me' }]),
    ...members.map((member) => ({ value: String(member.id), label: member.name })),
  ];
  // The chosen member shows by name even when the list on screen does not hold them.
  if (chosenId !== null && !options.some((option) => option.value === String(chosenId))) {
    options.push({ value: String(chosenId), label: chosenName.data ?? (chosenName.isError ? `User #${chosenId}` : 'Loading…') });
  }
  return (
    <Select
      aria-label="Filter by author"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={typeof value === 'number' ? String(value) : value}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      onChange={(next: string) => onChange(next === ALL_AUTHORS || next === MY_TOPICS ? next : Number(next))}
      options={options}
      loading={open && candidates.isFetching}
      notFoundContent={
        candidates.isError ? (
          <span role="alert">
            Members could not be loaded.{' '}
            <Button size="small" onClick={() => void candidates.refetch()}>Retry</Button>
          </span>
        ) : candidates.isPending ? 'Loading…' : 'No member matches.'
      }
      style={{ minWidth: 180 }}
    />
  );
}

function TopicEntry({ topic, href, selected, onOpen }: { topic: MessageHal; href: string; selected: boolean; onOpen: () => void }) {
  const replies = topic.repliesCount;
  return (
    <li
      data-testid={`topic-entry-${topic.id}`}
      style={{ padding: '8px 12px', borderRadius: 6, marginBottom: 4, background: selected ? 'rgba(53, 89, 224, 0.08)' : undefined, borderLeft: selected ? '3px solid #3559e0' : '3px solid transparent' }}
    >
      <Flex gap={6} align="center" wrap>
        {topic.sticky ? <Tag color="gold">Pinned</Tag> : null}
        {topic.locked ? <LockOutlined aria-label="Locked" title="Locked" /> : null}
        <Link
          to={href}
          aria-current={selected ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            onOpen();
          }}
          style={{ fontWeight: topic.read ? 400 : 600 }}
        >
          {topic.subject}
        </Link>
        {!topic.read || (topic.unreadRepliesCount ?? 0) > 0 ? <Badge count="New" color="#3559e0" /> : null}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {`${formatCompactNumber(replies)} ${replies === 1 ? 'reply' : 'replies'} · ${formatCompactNumber(topic.views)} views · ${formatRelativeTime(topic.lastActivityAt)} · by ${authorNameOf(topic)}`}
      </Typography.Text>
      {topic.category ? <Tag style={{ marginLeft: 6 }}>{topic.category.name}</Tag> : null}
    </li>
  );
}
