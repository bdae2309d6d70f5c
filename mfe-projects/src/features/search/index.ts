// Searching projects: the search box with suggestions and recent searches, the matching, and highlighting matches.
export { useRecentSearchesStore } from './model/recent-searches-store';
export { SEARCH_DEBOUNCE_MS } from './model/search-constants';
export { searchProjects } from './model/search-projects';
export { HighlightedText } from './ui/HighlightedText';
export { ProjectSearchBox } from './ui/ProjectSearchBox';
