import { useDeferredValue, useMemo } from 'react';
import { Col, Flex, Pagination, Row } from '@tessera/shared';
import type { Project } from '@tessera/shared';
import { GRID_PAGE_SIZE } from '../model/list-constants';
import { ProjectCard } from './ProjectCard';

/** Three rows of four (a wide screen): what shows above the fold. */
const FIRST_SCREEN_CARDS = 12;

interface ProjectGridProps {
  projects: readonly Project[];
  page: number;
  onPageChange: (page: number) => void;
  highlight: readonly string[];
  onOpen: (project: Project) => void;
}

export function ProjectGrid({ projects, page, onPageChange, highlight, onOpen }: ProjectGridProps) {
  // One array per list and page: a deferred value that changed on every render would render the grid twice each time.
  const visible = useMemo(() => projects.slice((page - 1) * GRID_PAGE_SIZE, page * GRID_PAGE_SIZE), [projects, page]);
  // The first screenful of cards renders first; the rest follow in the next render, in the background (React's
  // deferred value): the page shows its first cards without waiting for those below the fold.
  const shown = useDeferredValue(visible, visible.slice(0, FIRST_SCREEN_CARDS));
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]} data-testid="project-grid">
        {shown.map((project) => (
          <Col key={project.id} xs={24} sm={12} lg={8} xxl={6}>
            <ProjectCard project={project} highlight={highlight} onOpen={onOpen} />
          </Col>
        ))}
      </Row>
      <Pagination
        align="end"
        current={page}
        pageSize={GRID_PAGE_SIZE}
        total={projects.length}
        onChange={onPageChange}
        showSizeChanger={false}
        hideOnSinglePage
        showTotal={(total, [from, to]) => `${from}-${to} of ${total} projects`}
      />
    </Flex>
  );
}
