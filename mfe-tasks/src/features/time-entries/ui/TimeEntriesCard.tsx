// The task panel's time-entries card (spec 001 sections 2, 4, 6): the task's entries newest first, 3 shown then
// 'Show all (N)', the total, a date range filter, 'Log time', and the hours edited inline by their owner.
import { useEffect, useState, type KeyboardEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  App,
  Button,
  Card,
  DatePicker,
  errorMessage,
  Flex,
  formatDate,
  formatHours,
  Input,
  PlusOutlined,
  Skeleton,
  Tooltip,
  Typography,
  useCurrentUser,
  type CurrentUser,
} from '@tessera/shared';
import type { SpentOnRange, TimeEntry } from '../api/time-entries-api';
import { hoursToDecimalText, inlineHoursValue } from '../model/duration';
import {
  DATE_FORMAT,
  HOURS_MIN,
  HOURS_STEP,
  LOG_TIME_LABEL,
  SHOW_ALL,
  SHOW_LESS,
  TIME_ENTRIES_EMPTY,
  TIME_ENTRIES_LOAD_FAILED,
  TIME_ENTRIES_TITLE,
  TIME_ENTRIES_VISIBLE,
  TIME_ENTRY_UPDATE_FAILED,
  TIME_ENTRY_UPDATED,
  TOTAL_LABEL,
} from '../model/time-entries-constants';
import { useTimeEntries, useUpdateHours } from '../model/use-time-entries';
import { TimeEntryForm } from './TimeEntryForm';
import { useTasksReadOnly } from '../../project-access';

export interface TimeEntriesCardProps {
  workPackageId: number;
  projectId: number;
}

const today = () => dayjs().format(DATE_FORMAT);

/**
 * Spec 001 section 6: only the owner edits hours inline, and only when the entry's date passes the check. The check
 * is the server's own rule: an entry's day may not lie in the future; the server also has to offer the edit.
 */
export function canEditHoursInline(entry: TimeEntry, user: CurrentUser | null, day: string = today()): boolean {
  const owner = user !== null && (entry.userId !== null ? entry.userId === user.id : entry.userName === user.name);
  return owner && entry.canEdit && entry.id > 0 && entry.spentOn <= day;
}

export function TimeEntriesCard({ workPackageId, projectId }: TimeEntriesCardProps) {
  const { message } = App.useApp();
  const { user } = useCurrentUser();
  const readOnly = useTasksReadOnly();
  const [range, setRange] = useState<SpentOnRange>({ from: null, to: null });
  const [expanded, setExpanded] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const entries = useTimeEntries(workPackageId, range);
  const updateHours = useUpdateHours(workPackageId);

  // The failure is said once per failed load, as a toast, besides the card's own message with its retry.
  const failedAt = entries.isError ? entries.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) message.error(TIME_ENTRIES_LOAD_FAILED);
  }, [failedAt, message]);

  const saveHours = (entry: TimeEntry, hours: number) => {
    updateHours.mutate(
      { entry, hours },
      {
        onSuccess: () => void message.success(TIME_ENTRY_UPDATED),
        onError: (error) => void message.error(`${TIME_ENTRY_UPDATE_FAILED} ${errorMessage(error)}`),
      },
    );
  };

  const setBound = (bound: keyof SpentOnRange) => (value: Dayjs | null) => setRange((current) => ({ ...current, [bound]: value ? value.format(DATE_FORMAT) : null }));
  const list = entries.data?.entries ?? [];
  const shown = expanded ? list : list.slice(0, TIME_ENTRIES_VISIBLE);
  // Within the API's page the loaded entries are all of them (their sum follows the edits made here).
  const totalHours = entries.data && entries.data.total > list.length ? entries.data.totalHours : list.reduce((sum, entry) => sum + entry.hours, 0);

  return (
    <Card
      size="small"
      title={TIME_ENTRIES_TITLE}
      data-testid="time-entries-card"
      extra={
        readOnly ? null : (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setFormOpen(true)} data-testid="log-time-button">
            {LOG_TIME_LABEL}
          </Button>
        )
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <DatePicker
          size="small"
          placeholder="From"
          aria-label="Spent on or after"
          format={DATE_FORMAT}
          value={range.from ? dayjs(range.from) : null}
          onChange={(value) => setBound('from')(value as Dayjs | null)}
        />
        <DatePicker
          size="small"
          placeholder="To"
          aria-label="Spent on or before"
          format={DATE_FORMAT}
          value={range.to ? dayjs(range.to) : null}
          onChange={(value) => setBound('to')(value as Dayjs | null)}
        />
      </Flex>
      {entries.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : entries.isError ? (
        <Flex vertical gap={8} align="start" data-testid="time-entries-error">
          <Typography.Text type="danger">{TIME_ENTRIES_LOAD_FAILED}</Typography.Text>
          <Button size="small" onClick={() => void entries.refetch()}>
            Retry
          </Button>
        </Flex>
      ) : (
        <>
          <Typography.Text strong data-testid="time-entries-total">
            {TOTAL_LABEL}: {formatHours(totalHours)}
          </Typography.Text>
          {list.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {TIME_ENTRIES_EMPTY}
            </Typography.Paragraph>
          ) : (
            <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }} aria-label={TIME_ENTRIES_TITLE}>
              {shown.map((entry) => (
                <TimeEntryRow key={entry.id} entry={entry} editable={!readOnly && canEditHoursInline(entry, user)} onSave={(hours) => saveHours(entry, hours)} />
              ))}
            </ul>
          )}
          {list.length > TIME_ENTRIES_VISIBLE ? (
            <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setExpanded((value) => !value)} data-testid="time-entries-toggle">
              {expanded ? SHOW_LESS : SHOW_ALL(list.length)}
            </Button>
          ) : null}
        </>
      )}
      <TimeEntryForm open={formOpen} onClose={() => setFormOpen(false)} projectId={projectId} workPackageId={workPackageId} />
    </Card>
  );
}

interface TimeEntryRowProps {
  entry: TimeEntry;
  editable: boolean;
  onSave: (hours: number) => void;
}

function TimeEntryRow({ entry, editable, onSave }: TimeEntryRowProps) {
  const [draft, setDraft] = useState<string | null>(null);

  const finish = (save: boolean) => {
    const hours = save && draft !== null ? inlineHoursValue(draft) : null;
    setDraft(null);
    // Blank, non-numeric or non-positive input is ignored (spec 001 section 5), as is an unchanged value.
    if (hours !== null && Math.round(hours * 60) !== Math.round(entry.hours * 60)) onSave(hours);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      // The panel is a drawer: Escape here cancels the edit, it does not close the panel.
      event.stopPropagation();
      finish(false);
    }
  };

  const hoursLabel = formatHours(entry.hours);
  return (
    <li data-testid={`time-entry-${entry.id}`} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text>
            {formatDate(entry.spentOn)} · {entry.userName}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {[entry.activityName, entry.comment].filter(Boolean).join(' — ')}
          </Typography.Text>
        </Flex>
        {draft !== null ? (
          <Input
            autoFocus
            size="small"
            type="number"
            step={HOURS_STEP}
            min={HOURS_MIN}
            aria-label="Hours"
            style={{ width: 90 }}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => finish(false)}
          />
        ) : editable ? (
          <Tooltip title="Click to edit the hours">
            <Button size="small" type="text" onClick={() => setDraft(hoursToDecimalText(entry.hours))} aria-label={`Edit hours: ${hoursLabel}`}>
              {hoursLabel}
            </Button>
          </Tooltip>
        ) : (
          <Typography.Text strong>{hoursLabel}</Typography.Text>
        )}
      </Flex>
    </li>
  );
}
