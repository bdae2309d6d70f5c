// The Edit Sprint dialog's live preview: the sprint as its board column header will show it with the form's values.
import type { Dayjs } from 'dayjs';
import {
  Card,
  ClockCircleOutlined,
  Flex,
  formatVersionDate,
  Typography,
  VERSION_SHARING_LABELS,
  VERSION_STATUS_LABELS,
  versionDurationDays,
  type VersionFormValues,
} from '@tessera/shared';
import {
  DAYS_LEFT_TONES,
  daysLeftBadge,
  daysUntil,
  sprintDateRange,
  STATUS_TAG_TONES,
  ToneTag,
} from '../../../entities/sprint';

export const UNNAMED_SPRINT = 'Unnamed sprint';

export function SprintPreviewCard({ values }: { values: VersionFormValues }) {
  const startDate = formatVersionDate(values.startDate as Dayjs | null);
  const endDate = formatVersionDate(values.endDate as Dayjs | null);
  const badge = daysLeftBadge({ status: values.status, daysRemaining: values.status === 'open' ? daysUntil(endDate) : null });
  const days = versionDurationDays(values.startDate, values.endDate);
  const name = values.name.trim();
  return (
    <Card size="small" title="Preview" data-testid="sprint-preview">
      <Flex vertical gap={6}>
        <Flex align="center" gap={8}>
          <Typography.Text strong ellipsis style={{ flex: 1 }}>
            {name || UNNAMED_SPRINT}
          </Typography.Text>
          <ToneTag tone={STATUS_TAG_TONES[values.status]}>{VERSION_STATUS_LABELS[values.status]}</ToneTag>
        </Flex>
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="secondary">{sprintDateRange(startDate, endDate)}</Typography.Text>
          {days !== null && days > 0 ? <Typography.Text type="secondary">({days} days)</Typography.Text> : null}
          {badge ? (
            <ToneTag tone={DAYS_LEFT_TONES[badge.level]} icon={<ClockCircleOutlined />}>
              {badge.text}
            </ToneTag>
          ) : null}
        </Flex>
        {values.description?.trim() ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {values.description.trim()}
          </Typography.Paragraph>
        ) : null}
        <Typography.Text type="secondary">Visible in: {VERSION_SHARING_LABELS[values.sharing]}</Typography.Text>
      </Flex>
    </Card>
  );
}
