// The calendar view: a month of tasks by due date; previous / next month and back to today; a click opens the task.
import { useMemo, useState, type CSSProperties } from 'react';
import { Button, Flex, LeftOutlined, RightOutlined, Typography } from '@tessera/shared';
import { isOverdue, type Task } from '../../../entities/task';
import {
  buildMonthGrid,
  dayLabel,
  countUndated,
  monthOf,
  monthTitle,
  shiftMonth,
  TASKS_PER_DAY,
  WEEKDAY_LABELS,
  type CalendarDay,
} from '../model/month-grid';

const styles = {
  grid: { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' },
  weekday: { padding: '6px 8px', fontWeight: 600, fontSize: 12, background: '#fafafa', borderBottom: '1px solid #f0f0f0', textAlign: 'center' },
  cell: { minHeight: 110, padding: 4, borderTop: '1px solid #f0f0f0', borderLeft: '1px solid #f0f0f0', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 },
  outside: { background: '#fafafa', color: 'rgba(0, 0, 0, 0.6)' },
  today: { background: '#e6f4ff' },
  dayNumber: { fontSize: 12, fontWeight: 600, padding: '0 4px', alignSelf: 'flex-end' },
  todayNumber: { background: '#3559e0', color: '#fff', borderRadius: 10, padding: '0 6px' },
  chip: { display: 'block', width: '100%', textAlign: 'left', border: 'none', borderLeft: '3px solid', borderRadius: 4, background: '#fff', boxShadow: '0 0 0 1px #f0f0f0 inset', padding: '0 6px', minHeight: 24, lineHeight: '22px', fontSize: 12, cursor: 'pointer', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  overdue: { color: '#b42318' },
  more: { fontSize: 12, padding: 0, height: 'auto', minHeight: 24 },
} satisfies Record<string, CSSProperties>;

export interface TaskCalendarProps {
  tasks: readonly Task[];
  today: string;
  onOpenTask: (taskId: number) => void;
}

function DayCell({ day, today, onOpenTask }: { day: CalendarDay; today: string; onOpenTask: (taskId: number) => void }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? day.tasks : day.tasks.slice(0, TASKS_PER_DAY);
  const hidden = day.tasks.length - shown.length;
  const style = { ...styles.cell, ...(day.inMonth ? null : styles.outside), ...(day.isToday ? styles.today : null) };
  return (
    <div role="group" style={style} data-testid={`calendar-day-${day.date}`} data-today={day.isToday || undefined} aria-label={dayLabel(day.date)}>
      <span style={styles.dayNumber}>
        <span style={day.isToday ? styles.todayNumber : undefined}>{day.dayOfMonth}</span>
      </span>
      {shown.map((task) => (
        <button
          key={task.id}
          type="button"
          style={{ ...styles.chip, borderLeftColor: task.statusColor, ...(isOverdue(task, today) ? styles.overdue : null) }}
          title={`${task.title} (${task.status})`}
          onClick={() => onOpenTask(task.id)}
          data-testid={`calendar-task-${task.id}`}
        >
          {task.title}
        </button>
      ))}
      {hidden > 0 || expanded ? (
        <Button type="link" size="small" style={styles.more} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : `+${hidden} more`}
        </Button>
      ) : null}
    </div>
  );
}

export function TaskCalendar({ tasks, today, onOpenTask }: TaskCalendarProps) {
  const [month, setMonth] = useState(() => monthOf(today));
  const weeks = useMemo(() => buildMonthGrid(month, tasks, today), [month, tasks, today]);
  const undated = useMemo(() => countUndated(tasks), [tasks]);
  return (
    <div data-testid="tasks-calendar">
      <Flex align="center" gap={8} style={{ marginBottom: 12 }} wrap>
        <Button icon={<LeftOutlined />} aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))} />
        <Button onClick={() => setMonth(monthOf(today))} disabled={month === monthOf(today)}>
          Today
        </Button>
        <Button icon={<RightOutlined />} aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))} />
        {/* The view's heading: the shell's page heading (the project) is the h1. */}
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }} data-testid="calendar-month">
          {monthTitle(month)}
        </Typography.Title>
        {undated > 0 ? (
          <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
            {undated === 1 ? '1 task has no due date' : `${undated} tasks have no due date`}
          </Typography.Text>
        ) : null}
      </Flex>
      <div role="group" style={styles.grid} aria-label={`Tasks due in ${monthTitle(month)}`}>
        {WEEKDAY_LABELS.map((label) => (
          <div key={label} style={styles.weekday}>
            {label}
          </div>
        ))}
        {weeks.flat().map((day) => (
          <DayCell key={day.date} day={day} today={today} onOpenTask={onOpenTask} />
        ))}
      </div>
    </div>
  );
}
