// The board's filters (spec 002 section 2): search, status filter, sort and the Unassigned column toggle.
import { Flex, Input, SearchOutlined, Select, Switch } from '@tessera/shared';
import { SORT_OPTIONS, STATUS_FILTER_OPTIONS, type SprintSort, type StatusFilter } from '../model/columns';
import { useBoardPrefsStore } from '../model/board-prefs-store';
import { SEARCH_PLACEHOLDER, UNASSIGNED_TOGGLE_LABEL } from '../model/board-messages';

export function BoardToolbar({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { status, sort, showUnassigned, setPrefs } = useBoardPrefsStore();
  return (
    <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }} data-testid="sprint-board-toolbar">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        style={{ width: 260 }}
      />
      <Select<StatusFilter> aria-label="Status filter" value={status} options={[...STATUS_FILTER_OPTIONS]} onChange={(value) => setPrefs({ status: value })} style={{ width: 130 }} />
      <Select<SprintSort> aria-label="Sort" value={sort} options={[...SORT_OPTIONS]} onChange={(value) => setPrefs({ sort: value })} style={{ width: 150 }} prefix="Sort:" />
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <Switch size="small" checked={showUnassigned} onChange={(checked) => setPrefs({ showUnassigned: checked })} aria-label={UNASSIGNED_TOGGLE_LABEL} />
        {UNASSIGNED_TOGGLE_LABEL}
      </label>
    </Flex>
  );
}
