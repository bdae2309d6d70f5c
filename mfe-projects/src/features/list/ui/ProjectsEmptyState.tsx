import { Button, Empty, PlusOutlined, Space } from '@tessera/shared';
import { NO_ACTIVE_PROJECTS_TEXT, NO_ARCHIVED_PROJECTS_TEXT, NO_SEARCH_RESULTS_TEXT } from '../model/list-constants';
import type { ProjectsTab } from '../model/project-tabs';

interface ProjectsEmptyStateProps {
  tab: ProjectsTab;
  isSearching: boolean;
  hasActiveFilters: boolean;
  onClearSearch: () => void;
  onClearFilters: () => void;
  /** Opens the Create dialog (offered when there are no active projects at all). */
  onCreate?: () => void;
}

export function ProjectsEmptyState({ tab, isSearching, hasActiveFilters, onClearSearch, onClearFilters, onCreate }: ProjectsEmptyStateProps) {
  if (isSearching || hasActiveFilters) {
    return (
      <Empty data-testid="projects-empty" description={NO_SEARCH_RESULTS_TEXT}>
        <Space>
          {isSearching ? <Button onClick={onClearSearch}>Clear search</Button> : null}
          {hasActiveFilters ? <Button onClick={onClearFilters}>Clear filters</Button> : null}
        </Space>
      </Empty>
    );
  }
  if (tab === 'active') {
    return (
      <Empty data-testid="projects-empty" description={NO_ACTIVE_PROJECTS_TEXT}>
        {onCreate ? (
          <Button type="primary" icon={<PlusOutlined />} data-testid="empty-create-project-button" onClick={onCreate}>
            Create Project
          </Button>
        ) : null}
      </Empty>
    );
  }
  return <Empty data-testid="projects-empty" description={NO_ARCHIVED_PROJECTS_TEXT} />;
}
