import type { KeyboardEvent } from 'react';
import { Card, Flex, Typography } from '@tessera/shared';
import type { Project } from '@tessera/shared';
import { ProjectActionsMenu } from '../../actions/ui/ProjectActionsMenu';
import { BREAK_ANYWHERE, ClampedText } from '../../projects/ui/long-text';
import { HighlightedText } from '../../search/ui/HighlightedText';
import { ProjectBadges } from './ProjectBadges';
import { ProjectDates } from './ProjectDates';

/** Long descriptions are cut to a few lines; the project page shows them whole. */
export const DESCRIPTION_CLAMP_LINES = 3;
/** A long name is cut to two lines on a card and in a row; the title shows it whole. */
export const NAME_CLAMP_LINES = 2;

interface ProjectCardProps {
  project: Project;
  highlight: readonly string[];
  onOpen: (project: Project) => void;
}

export function ProjectCard({ project, highlight, onOpen }: ProjectCardProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(project);
    }
  };
  return (
    <Card
      hoverable
      role="link"
      tabIndex={0}
      aria-label={`Open project ${project.name}`}
      data-testid="project-card"
      data-project-id={project.id}
      onClick={() => onOpen(project)}
      onKeyDown={onKeyDown}
      style={{ height: '100%' }}
      styles={{ body: { height: '100%' } }}
    >
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              <ClampedText lines={NAME_CLAMP_LINES} title={project.name} data-testid="project-card-name">
                <HighlightedText text={project.name} fragments={highlight} />
              </ClampedText>
            </Typography.Title>
            {project.parentName ? (
              <Typography.Text type="secondary">
                <ClampedText lines={1} title={project.parentName}>
                  in {project.parentName}
                </ClampedText>
              </Typography.Text>
            ) : null}
          </div>
          <ProjectActionsMenu project={project} onOpen={onOpen} />
        </Flex>
        <Typography.Text code style={BREAK_ANYWHERE}>
          {project.identifier}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          <ClampedText lines={DESCRIPTION_CLAMP_LINES} title={project.description || undefined}>
            {project.description || 'No description'}
          </ClampedText>
        </Typography.Paragraph>
        <ProjectBadges project={project} />
        {/* Dates line up at the bottom of cards of different heights. */}
        <div style={{ marginTop: 'auto' }}>
          <ProjectDates project={project} />
        </div>
      </Flex>
    </Card>
  );
}
