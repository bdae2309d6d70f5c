import { Button, Empty, Space } from '@tessera/shared';
import { NO_ACTIVE_PROJECTS_TEXT, NO_ARCHIVED_PROJECTS_TEXT, NO_SEARCH_RESULTS_TEXT } from '../model/list-constants';
import type { ProjectsTab } from '../model/project-tabs';

interface ProjectsEmptyStateProps {
  tab: ProjectsTab;
  isSearching: boolean;
  hasActiveFilters: boolean;
  onClearSearch: () => void;
  onClearFilters: () => void;
}

export function ProjectsEmptyState({ tab, isSearching, hasActiveFilters, onClearSearch, onClearFilters }: ProjectsEmptyStateProps) {
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
  // The spec's create button arrives with the create dialog; until then the empty state only informs.
  return (
    <Empty
      data-testid="projects-empty"
      description={tab === 'active' ? NO_ACTIVE_PROJECTS_TEXT : NO_ARCHIVED_PROJECTS_TEXT}
    />
  );
}
