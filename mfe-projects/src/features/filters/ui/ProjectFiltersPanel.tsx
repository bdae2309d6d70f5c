import { useMemo, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  Badge,
  Button,
  Checkbox,
  Col,
  Collapse,
  FilterOutlined,
  Radio,
  RangePicker,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from '@tessera/shared';
import {
  countActiveFilters,
  effectiveMyProjects,
  type DateRange,
  type ParentFilter,
  type ProjectSortField,
  type ProjectStatusFilter,
  type SortOrder,
  type TemplateFilter,
  type UpdatedWithin,
  type VisibilityFilter,
} from '../model/project-filters';
import { useProjectFiltersStore } from '../model/project-filters-store';

const DATE_FORMAT = 'YYYY-MM-DD';

const STATUS_OPTIONS: { label: string; value: ProjectStatusFilter }[] = [
  { label: 'Active', value: 'active' },
  { label: 'Archived', value: 'archived' },
];
const VISIBILITY_OPTIONS: { label: string; value: VisibilityFilter }[] = [
  { label: 'Public and private', value: 'any' },
  { label: 'Public', value: 'public' },
  { label: 'Private', value: 'private' },
];
const TEMPLATE_OPTIONS: { label: string; value: TemplateFilter }[] = [
  { label: 'Templates and projects', value: 'any' },
  { label: 'Templates only', value: 'templates' },
  { label: 'No templates', value: 'non-templates' },
];
const UPDATED_WITHIN_OPTIONS: { label: string; value: UpdatedWithin | 'any' }[] = [
  { label: 'Any time', value: 'any' },
  { label: 'Last week', value: 'week' },
  { label: 'Last month', value: 'month' },
  { label: 'Last quarter', value: 'quarter' },
];
const SORT_FIELD_OPTIONS: { label: string; value: ProjectSortField }[] = [
  { label: 'Last updated', value: 'updatedAt' },
  { label: 'Created', value: 'createdAt' },
  { label: 'Name', value: 'name' },
  { label: 'Identifier', value: 'identifier' },
];
const SORT_ORDER_OPTIONS: { label: string; value: SortOrder }[] = [
  { label: 'Descending', value: 'desc' },
  { label: 'Ascending', value: 'asc' },
];

/** Parent select values: 'any', 'none' or a project id as text (antd selects want one primitive type). */
function parentToValue(parent: ParentFilter): string {
  return parent.kind === 'project' ? String(parent.projectId) : parent.kind;
}
function valueToParent(value: string): ParentFilter {
  if (value === 'any' || value === 'none') return { kind: value };
  return { kind: 'project', projectId: Number(value) };
}

function rangeToDayjs(range: DateRange): [Dayjs | null, Dayjs | null] | null {
  if (!range.from && !range.to) return null;
  return [range.from ? dayjs(range.from) : null, range.to ? dayjs(range.to) : null];
}
function dayjsToRange(value: [Dayjs | null, Dayjs | null] | null): DateRange {
  return { from: value?.[0]?.format(DATE_FORMAT) ?? null, to: value?.[1]?.format(DATE_FORMAT) ?? null };
}

export interface ParentOption {
  id: number;
  name: string;
}

interface ProjectFiltersPanelProps {
  isAdmin: boolean;
  /** Parent projects of the loaded projects. */
  parents: readonly ParentOption[];
}

export function ProjectFiltersPanel({ isAdmin, parents }: ProjectFiltersPanelProps) {
  const filters = useProjectFiltersStore((state) => state.filters);
  const dispatch = useProjectFiltersStore((state) => state.dispatch);
  const activeCount = countActiveFilters(filters, isAdmin);

  const parentOptions = useMemo(
    () => [
      { label: 'Any parent', value: 'any' },
      { label: 'No parent (top level)', value: 'none' },
      ...parents.map((parent) => ({ label: parent.name, value: String(parent.id) })),
    ],
    [parents],
  );

  const header = (
    <Space data-testid="project-filters-header">
      <FilterOutlined />
      <span>Filters</span>
      <Badge count={activeCount} showZero={false} data-testid="active-filter-count" />
    </Space>
  );

  const clearButton =
    activeCount > 0 ? (
      <Button
        size="small"
        onClick={(event) => {
          // The button sits in the panel header: do not also toggle the panel.
          event.stopPropagation();
          dispatch({ type: 'clear' });
        }}
      >
        Clear filters
      </Button>
    ) : null;

  const body = (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12} lg={8}>
        <Field label="Status">
          <Checkbox.Group
            options={STATUS_OPTIONS}
            value={filters.statuses}
            onChange={(values) => dispatch({ type: 'setStatuses', statuses: values as ProjectStatusFilter[] })}
          />
        </Field>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Field label="Parent project">
          <Select
            aria-label="Parent project"
            style={{ width: '100%' }}
            showSearch
            optionFilterProp="label"
            options={parentOptions}
            value={parentToValue(filters.parent)}
            onChange={(value: string) => dispatch({ type: 'setParent', parent: valueToParent(value) })}
          />
        </Field>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Field label="My projects">
          <Switch
            aria-label="My projects"
            checked={effectiveMyProjects(filters, isAdmin)}
            onChange={(checked) => dispatch({ type: 'setMyProjects', myProjects: checked })}
          />
        </Field>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Field label="Visibility">
          <Select
            aria-label="Visibility"
            style={{ width: '100%' }}
            options={VISIBILITY_OPTIONS}
            value={filters.visibility}
            onChange={(visibility: VisibilityFilter) => dispatch({ type: 'setVisibility', visibility })}
          />
        </Field>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Field label="Template">
          <Select
            aria-label="Template"
            style={{ width: '100%' }}
            options={TEMPLATE_OPTIONS}
            value={filters.template}
            onChange={(template: TemplateFilter) => dispatch({ type: 'setTemplate', template })}
          />
        </Field>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Field label="Sort by">
          <Space.Compact style={{ width: '100%' }}>
            <Select
              aria-label="Sort field"
              style={{ width: '60%' }}
              options={SORT_FIELD_OPTIONS}
              value={filters.sortField}
              onChange={(field: ProjectSortField) => dispatch({ type: 'setSort', field, order: filters.sortOrder })}
            />
            <Select
              aria-label="Sort order"
              style={{ width: '40%' }}
              options={SORT_ORDER_OPTIONS}
              value={filters.sortOrder}
              onChange={(order: SortOrder) => dispatch({ type: 'setSort', field: filters.sortField, order })}
            />
          </Space.Compact>
        </Field>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Field label="Created between">
          <RangePicker
            aria-label="Created between"
            style={{ width: '100%' }}
            allowEmpty={[true, true]}
            value={rangeToDayjs(filters.created)}
            onChange={(value) => dispatch({ type: 'setCreated', range: dayjsToRange(value) })}
          />
        </Field>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Field label="Updated between">
          <RangePicker
            aria-label="Updated between"
            style={{ width: '100%' }}
            allowEmpty={[true, true]}
            value={rangeToDayjs(filters.updated)}
            onChange={(value) => dispatch({ type: 'setUpdated', range: dayjsToRange(value) })}
          />
        </Field>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Field label="Updated in the last">
          <Radio.Group
            optionType="button"
            size="small"
            options={UPDATED_WITHIN_OPTIONS}
            value={filters.updatedWithin ?? 'any'}
            onChange={(event) => {
              const value = event.target.value as UpdatedWithin | 'any';
              dispatch({ type: 'setUpdatedWithin', updatedWithin: value === 'any' ? null : value });
            }}
          />
        </Field>
      </Col>
    </Row>
  );

  return (
    <Collapse
      data-testid="project-filters"
      items={[{ key: 'filters', label: header, extra: clearButton, children: body }]}
    />
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </Typography.Text>
      {children}
    </div>
  );
}
