// The four summary cards above the tasks views (spec 001 section 2): Total Tasks, Completed, In Progress, Overdue.
import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  CheckCircleOutlined,
  Col,
  errorMessage,
  ProfileOutlined,
  Row,
  Statistic,
  SyncOutlined,
  WarningOutlined,
} from '@tessera/shared';
import { useTaskStats, type TaskStats } from '../api/task-stats';
import type { TaskFilters } from '../../filters';

export const SUMMARY_LOAD_FAILED_MESSAGE = 'Failed to load task statistics.';

interface SummaryCard {
  key: 'total' | 'completed' | 'in_progress' | 'overdue';
  title: string;
  value: (stats: TaskStats) => number;
  icon: ReactNode;
  color: string;
}

// Value colours at AA contrast on the card's white (the suite theme's primary and status colours).
export const SUMMARY_CARDS: readonly SummaryCard[] = [
  { key: 'total', title: 'Total Tasks', value: (stats) => stats.total, icon: <ProfileOutlined />, color: '#3559e0' },
  { key: 'completed', title: 'Completed', value: (stats) => stats.completed, icon: <CheckCircleOutlined />, color: '#15803d' },
  { key: 'in_progress', title: 'In Progress', value: (stats) => stats.inProgress, icon: <SyncOutlined />, color: '#b45309' },
  { key: 'overdue', title: 'Overdue', value: (stats) => stats.overdue, icon: <WarningOutlined />, color: '#b42318' },
];

/** The numbers follow `filters`: they count the tasks the view shows. */
export function TaskSummaryCards({ projectId, filters }: { projectId: number; filters: TaskFilters }) {
  const stats = useTaskStats(projectId, filters);
  return (
    <div>
      <Row gutter={[12, 12]}>
        {SUMMARY_CARDS.map((card) => (
          <Col key={card.key} xs={12} md={6}>
            <Card size="small" data-testid={`task-summary-${card.key}`}>
              <Statistic
                title={card.title}
                loading={stats.isPending}
                value={stats.data ? card.value(stats.data) : '—'}
                prefix={card.icon}
                styles={{ content: { color: card.color } }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {stats.isError && (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          title={`${SUMMARY_LOAD_FAILED_MESSAGE} ${errorMessage(stats.error)}`}
          action={
            <Button size="small" type="link" onClick={() => void stats.refetch()}>
              Retry
            </Button>
          }
        />
      )}
    </div>
  );
}
