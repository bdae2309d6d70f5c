// The milestones on a timeline by due date (the server's order; undated last): each with its date, name, project
// (when a sub-project's), health tag, days-left badge and progress.
import { Card, Flex, Progress, Typography } from '@tessera/shared';
import { DAYS_LEFT_TONES, ToneTag } from '../../../entities/sprint';
import {
  dueDateLabel,
  HEALTH_LABELS,
  HEALTH_TONES,
  milestoneDaysLeft,
  progressLabel,
  subProjectLabel,
  type MilestoneLike,
} from '../model/milestone-display';

// Progress bar colours that keep 3:1 against the track (WCAG 1.4.11), by health.
const STROKES = { healthy: '#237804', at_risk: '#ad6800', critical: '#cf1322' } as const;

export interface MilestoneTimelineProps {
  milestones: readonly MilestoneLike[];
  /** The project shown: milestones of other (sub-)projects are labelled with theirs. */
  projectId: number;
}

export function MilestoneTimeline({ milestones, projectId }: MilestoneTimelineProps) {
  return (
    <ol aria-label="Milestones by due date" data-testid="milestone-timeline" style={{ listStyle: 'none', margin: 0, padding: 0, borderLeft: '2px solid #d9d9d9' }}>
      {milestones.map((milestone) => {
        const badge = milestoneDaysLeft(milestone);
        const subProject = subProjectLabel(milestone, projectId);
        const titleId = `milestone-${milestone.id}-name`;
        return (
          <li key={milestone.id} data-testid={`milestone-${milestone.id}`} aria-labelledby={titleId} style={{ position: 'relative', padding: '0 0 16px 20px' }}>
            {/* The dot on the timeline line, in the health's colour. */}
            <span aria-hidden style={{ position: 'absolute', left: -7, top: 18, width: 12, height: 12, borderRadius: 6, background: STROKES[milestone.health_status] }} />
            <Typography.Text type="secondary" data-testid="milestone-due">
              {dueDateLabel(milestone.due_date)}
            </Typography.Text>
            <Card size="small" style={{ marginTop: 4 }}>
              <Flex vertical gap={8}>
                <Flex wrap gap={8} align="center">
                  <Typography.Text strong id={titleId} style={{ fontSize: 16 }}>
                    {milestone.name}
                  </Typography.Text>
                  <ToneTag tone={HEALTH_TONES[milestone.health_status]} data-testid="milestone-health" data-health={milestone.health_status}>
                    {HEALTH_LABELS[milestone.health_status]}
                  </ToneTag>
                  {badge && (
                    <ToneTag tone={DAYS_LEFT_TONES[badge.level]} data-testid="days-left" data-level={badge.level}>
                      {badge.text}
                    </ToneTag>
                  )}
                  {milestone.status === 'closed' && <ToneTag tone="neutral">Closed</ToneTag>}
                  {subProject && (
                    <ToneTag tone="blue" data-testid="milestone-project">
                      {subProject}
                    </ToneTag>
                  )}
                </Flex>
                <Flex align="center" gap={12}>
                  <Progress percent={milestone.progress} showInfo={false} strokeColor={STROKES[milestone.health_status]} style={{ flex: 1, margin: 0 }} aria-hidden />
                  <Typography.Text data-testid="milestone-progress">{progressLabel(milestone)}</Typography.Text>
                </Flex>
              </Flex>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
