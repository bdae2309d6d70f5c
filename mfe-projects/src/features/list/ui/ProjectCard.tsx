import { Card, Flex, Typography } from '@tessera/shared';
import type { Project } from '@tessera/shared';
import { ProjectActionsMenu } from '../../actions';
import { BREAK_ANYWHERE, ClampedText } from '../../../entities/project';
import { HighlightedText } from '../../search';
import { ProjectBadges } from './ProjectBadges';
import { ProjectDates } from './ProjectDates';
import { ProjectNameLink } from './ProjectNameLink';

/** Long descriptions are cut to a few lines; the project page shows them whole. */
export const DESCRIPTION_CLAMP_LINES = 3;
/** A long name is cut to two lines on a card and in a row; the title shows it whole. */
export const NAME_CLAMP_LINES = 2;

interface ProjectCardProps {
  project: Project;
  highlight: readonly string[];
  onOpen: (project: Project) => void;
}

// The card is one place to click with a mouse; for the keyboard and screen readers the project's name is the link
// (a card-wide link would read out the whole card as its name and hold the actions button inside a link).
export function ProjectCard({ project, highlight, onOpen }: ProjectCardProps) {
  return (
    <Card
      hoverable
      data-testid="project-card"
      data-project-id={project.id}
      onClick={() => onOpen(project)}
      style={{ height: '100%' }}
      styles={{ body: { height: '100%' } }}
    >
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <div style={{ minWidth: 0 }}>
            {/* The page is an h1 ('Projects'); each card's name is a heading under it (sized as before). */}
            <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
              <ProjectNameLink project={project} onOpen={onOpen}>
                <ClampedText lines={NAME_CLAMP_LINES} title={project.name} data-testid="project-card-name">
                  <HighlightedText text={project.name} fragments={highlight} />
                </ClampedText>
              </ProjectNameLink>
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
