import { useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { AutoComplete, CloseOutlined, Flex, Input, SearchOutlined, Typography } from '@tessera/shared';
import type { InputRef } from '@tessera/shared';
import { buildSuggestions } from '../model/suggestions';
import { useRecentSearchesStore } from '../model/recent-searches-store';
import { useSearchShortcut } from './use-search-shortcut';

export const RECENT_SEARCH_KIND = 'Recent search';
export const CLEAR_RECENT_LABEL = 'Clear recent searches';
const CLEAR_ICON_STYLE = { padding: 6, margin: -6 } as const;

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
  /** The whole text, shown on hover. */
  title: string;
  label: ReactNode;
}

/** The option that clears the recent searches instead of searching (no search can be this value). */
export const CLEAR_RECENT_SEARCHES = '\u0000clear-recent-searches';

// One flat list, each option saying what it is: antd marks group headers up as options that are 'presentation'
// (aria-selected on them is invalid ARIA), and a button inside a header cannot be reached in a listbox.
function suggestion(key: string, value: string, kind: string): SuggestionOption {
  return {
    key,
    value,
    title: value,
    label: (
      <Flex justify="space-between" gap={8}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{value}</span>
        <Typography.Text type="secondary">{kind}</Typography.Text>
      </Flex>
    ),
  };
}

export function ProjectSearchBox({ value, onChange, projects }: ProjectSearchBoxProps) {
  const inputRef = useRef<InputRef>(null);
  useSearchShortcut(inputRef);
  const recentSearches = useRecentSearchesStore((state) => state.searches);
  const addRecentSearch = useRecentSearchesStore((state) => state.addSearch);
  const clearRecentSearches = useRecentSearchesStore((state) => state.clearSearches);

  const options = useMemo((): SuggestionOption[] => {
    if (!value.trim()) {
      if (recentSearches.length === 0) return [];
      return [
        ...recentSearches.map((search) => suggestion(`recent:${search}`, search, RECENT_SEARCH_KIND)),
        { key: 'clear-recent', value: CLEAR_RECENT_SEARCHES, title: CLEAR_RECENT_LABEL, label: CLEAR_RECENT_LABEL },
      ];
    }
    const { names, identifiers } = buildSuggestions(projects, value);
    const nameSet = new Set(names.map((name) => name.toLowerCase()));
    const distinctIdentifiers = identifiers.filter((identifier) => !nameSet.has(identifier.toLowerCase()));
    return [
      ...names.map((name) => suggestion(`name:${name}`, name, 'Project')),
      ...distinctIdentifiers.map((identifier) => suggestion(`identifier:${identifier}`, identifier, 'Identifier')),
    ];
  }, [value, projects, recentSearches]);

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
      onChange={(next: string) => onChange(next === CLEAR_RECENT_SEARCHES ? '' : (next ?? ''))}
      onSelect={(selected: string) => {
        if (selected === CLEAR_RECENT_SEARCHES) {
          clearRecentSearches();
          onChange('');
          return;
        }
        onChange(selected);
        addRecentSearch(selected);
      }}
      // In the page's main landmark rather than at the end of the body, where it would sit outside every landmark.
      getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
      style={{ width: '100%' }}
    >
      <Input
        ref={inputRef}
        data-testid="project-search"
        aria-label="Search projects"
        prefix={<SearchOutlined />}
        placeholder={SEARCH_PLACEHOLDER}
        // The clear button as a 24 px target (antd's is 12 px).
        allowClear={{ clearIcon: <CloseOutlined style={CLEAR_ICON_STYLE} /> }}
        onKeyDown={onKeyDown}
      />
    </AutoComplete>
  );
}
