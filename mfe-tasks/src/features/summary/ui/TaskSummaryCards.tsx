// The four summary cards above the tasks views (spec 001 section 2): Total Tasks, Completed, In Progress, Overdue.
import { useMemo, type ReactNode } from 'react';
import { Card, CheckCircleOutlined, Col, ProfileOutlined, Row, Statistic, SyncOutlined, WarningOutlined } from '@tessera/shared';
import type { Task } from '../../../entities/task';
import { summarizeTasks, type TaskStats } from '../model/task-summary';

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

/**
 * The numbers count `tasks`, the tasks the view shows (after its filters); undefined while they load. `today` is the
 * views' day ('YYYY-MM-DD').
 */
export function TaskSummaryCards({ tasks, today }: { tasks: readonly Task[] | undefined; today: string }) {
  const stats = useMemo(() => (tasks ? summarizeTasks(tasks, today) : undefined), [tasks, today]);
  return (
    <Row gutter={[12, 12]}>
      {SUMMARY_CARDS.map((card) => (
        <Col key={card.key} xs={12} md={6}>
          <Card size="small" data-testid={`task-summary-${card.key}`}>
            <Statistic
              title={card.title}
              loading={!stats}
              value={stats ? card.value(stats) : '—'}
              prefix={card.icon}
              styles={{ content: { color: card.color } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
