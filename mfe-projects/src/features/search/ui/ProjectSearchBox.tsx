import { useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { AutoComplete, Button, Input, SearchOutlined } from '@tessera/shared';
import type { InputRef } from '@tessera/shared';
import { buildSuggestions } from '../model/suggestions';
import { useRecentSearchesStore } from '../model/recent-searches-store';
import { useSearchShortcut } from './use-search-shortcut';

export const SEARCH_PLACEHOLDER = 'Search projects (Ctrl+K): words, "exact phrase", identifier:web, -exclude';

interface ProjectSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Projects the suggestions come from. */
  projects: ReadonlyArray<{ name: string; identifier: string }>;
}

interface SuggestionOption {
  /** Unique per option: a name and an identifier may read the same. */
  key: string;
  value: string;
  label: string;
}

interface SuggestionGroup {
  label: ReactNode;
  options: SuggestionOption[];
}

export function ProjectSearchBox({ value, onChange, projects }: ProjectSearchBoxProps) {
  const inputRef = useRef<InputRef>(null);
  useSearchShortcut(inputRef);
  const recentSearches = useRecentSearchesStore((state) => state.searches);
  const addRecentSearch = useRecentSearchesStore((state) => state.addSearch);
  const clearRecentSearches = useRecentSearchesStore((state) => state.clearSearches);

  const options = useMemo((): SuggestionGroup[] => {
    if (!value.trim()) {
      if (recentSearches.length === 0) return [];
      return [
        {
          label: (
            <span>
              Recent searches{' '}
              <Button
                type="link"
                size="small"
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  event.stopPropagation();
                  clearRecentSearches();
                }}
              >
                Clear
              </Button>
            </span>
          ),
          options: recentSearches.map((search): SuggestionOption => ({ key: `recent:${search}`, value: search, label: search })),
        },
      ];
    }
    const { names, identifiers } = buildSuggestions(projects, value);
    const groups: SuggestionGroup[] = [];
    if (names.length > 0) {
      groups.push({
        label: 'Projects',
        options: names.map((name): SuggestionOption => ({ key: `name:${name}`, value: name, label: name })),
      });
    }
    const nameSet = new Set(names.map((name) => name.toLowerCase()));
    const distinctIdentifiers = identifiers.filter((identifier) => !nameSet.has(identifier.toLowerCase()));
    if (distinctIdentifiers.length > 0) {
      groups.push({
        label: 'Identifiers',
        options: distinctIdentifiers.map(
          (identifier): SuggestionOption => ({ key: `identifier:${identifier}`, value: identifier, label: identifier }),
        ),
      });
    }
    return groups;
  }, [value, projects, recentSearches, clearRecentSearches]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      onChange('');
      inputRef.current?.blur();
    } else if (event.key === 'Enter') {
      addRecentSearch(value);
    }
  };

  return (
    <AutoComplete
      value={value}
      options={options}
      onChange={(next: string) => onChange(next ?? '')}
      onSelect={(selected: string) => {
        onChange(selected);
        addRecentSearch(selected);
      }}
      style={{ width: '100%' }}
    >
      <Input
        ref={inputRef}
        data-testid="project-search"
        aria-label="Search projects"
        prefix={<SearchOutlined />}
        placeholder={SEARCH_PLACEHOLDER}
        allowClear
        onKeyDown={onKeyDown}
      />
    </AutoComplete>
  );
}
