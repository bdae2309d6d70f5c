import type { CSSProperties, KeyboardEvent } from 'react';
import { Card, Flex, Typography } from '@tessera/shared';
import type { Project } from '@tessera/shared';
import { ProjectActionsMenu } from '../../actions/ui/ProjectActionsMenu';
import { HighlightedText } from '../../search/ui/HighlightedText';
import { ProjectBadges } from './ProjectBadges';
import { ProjectDates } from './ProjectDates';

/** Long descriptions are cut to a few lines; the project page shows them whole. */
export const DESCRIPTION_CLAMP_LINES = 3;

export const clampedDescriptionStyle: CSSProperties = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: DESCRIPTION_CLAMP_LINES,
  overflow: 'hidden',
  marginBottom: 0,
};

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
              <HighlightedText text={project.name} fragments={highlight} />
            </Typography.Title>
            {project.parentName ? <Typography.Text type="secondary">in {project.parentName}</Typography.Text> : null}
          </div>
          <ProjectActionsMenu project={project} onOpen={onOpen} />
        </Flex>
        <Typography.Text code>{project.identifier}</Typography.Text>
        <Typography.Paragraph type="secondary" style={clampedDescriptionStyle} title={project.description || undefined}>
          {project.description || 'No description'}
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
