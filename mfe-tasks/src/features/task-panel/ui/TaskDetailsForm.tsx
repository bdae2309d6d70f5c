// The Details tab: every editable field of the task. Each change goes to the editor, which saves 2 s after
// the last one; nothing here talks to the server except to read the choices.
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import {
  Col, DatePicker, Flex, Input, InputNumber, RichText, Row, Select, Typography,
} from '@tessera/shared';
import { assigneeKey, type AssigneeOption, ChoicesLoadFailed, NO_VERSION_KEY, NO_VERSIONS_MESSAGE, type Task, taskVersionOptions, useAssignees, usePriorities, useProjectTasks, useProjectTypes, useProjectVersions, useStatuses, versionOfKey } from '../../../entities/task';
import { TimeEntriesCard } from '../../time-entries';
import { LazyRichTextEditor, ReferencedBy, ReferencePreview, useResetKey } from '../../rich-text';
import { useTasksReadOnly } from '../../project-access';
import { draftProblems, type TaskDraft } from '../model/task-draft';
import {
  DESCRIPTION_PLACEHOLDER, NO_DESCRIPTION, ERROR_LOADING_STATUSES, HOURS_STEP, LOADING_STATUSES,
  NO_STATUSES, descendantIds,
} from '../model/details-form';

const DATE_VALUE_FORMAT = 'YYYY-MM-DD';

function Field({ label, htmlFor, children, error }: { label: string; htmlFor?: string; children: ReactNode; error?: string | null }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">
        <label htmlFor={htmlFor}>{label}</label>
      </Typography.Text>
      {children}
      {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
    </Flex>
  );
}

/** Keeps the task's current value selectable even when it is not among the choices (e.g. a type since disabled). */
function withCurrent<T extends { value: string | number }>(options: T[], current: T | null): T[] {
  if (!current || options.some((option) => option.value === current.value)) return options;
  return [current, ...options];
}

/** The description in the shared editor: starts from the saved HTML, reports OpenProject Markdown to the draft. */
function DescriptionEditor({ task, projectId, value, onChange }: { task: Task; projectId: number; value: string; onChange: (markdown: string) => void }) {
  const { resetKey, emitted } = useResetKey(value);
  return (
    <LazyRichTextEditor
      key={task.id}
      html={task.description}
      resetKey={resetKey}
      label="Description"
      testId="task-description-input"
      workPackageId={task.id}
      mentionProjectId={projectId}
      placeholder={DESCRIPTION_PLACEHOLDER}
      onChange={(markdown) => {
        emitted(markdown);
        onChange(markdown);
      }}
    />
  );
}

export interface TaskDetailsFormProps {
  task: Task;
  draft: TaskDraft;
  projectId: number;
  onChange: (patch: Partial<TaskDraft>) => void;
}

export function TaskDetailsForm({ task, draft, projectId, onChange }: TaskDetailsFormProps) {
  const statuses = useStatuses();
  const priorities = usePriorities();
  const types = useProjectTypes(projectId);
  const assignees = useAssignees(projectId);
  const projectTasks = useProjectTasks(projectId);
  const versions = useProjectVersions(projectId);
  const readOnly = useTasksReadOnly();
  const canEdit = task.permissions.canEdit && !readOnly;
  const canChangeStatus = (task.permissions.canChangeStatus || canEdit) && !readOnly;

  const statusOptions = withCurrent(
    (statuses.data ?? []).map((status) => ({ value: status.id, label: status.name })),
    task.statusId ? { value: task.statusId, label: task.status } : null,
  );
  const priorityOptions = withCurrent(
    (priorities.data ?? []).map((priority) => ({ value: priority.id, label: priority.name })),
    task.priorityId ? { value: task.priorityId, label: task.priority } : null,
  );
  const typeOptions = withCurrent(
    (types.data ?? []).map((type) => ({ value: type.id, label: type.name })),
    task.typeId ? { value: task.typeId, label: task.type } : null,
  );
  const assigneeList: AssigneeOption[] = assignees.data ?? [];
  const assigneeOptions = withCurrent(
    assigneeList.map((option) => ({ value: assigneeKey(option), label: option.name })),
    draft.assignee ? { value: assigneeKey(draft.assignee), label: draft.assignee.name } : null,
  );
  // A task cannot become the child of itself or of one of its descendants (the server refuses it).
  const excluded = descendantIds(projectTasks.data ?? [], task.id);
  const parentOptions = withCurrent(
    (projectTasks.data ?? [])
      .filter((candidate) => !excluded.has(candidate.id))
      .map((candidate) => ({ value: candidate.id, label: `#${candidate.id} ${candidate.title}` })),
    draft.parent ? { value: draft.parent.id, label: `#${draft.parent.id} ${draft.parent.title}`.trim() } : null,
  );

  // The open versions, and the task's saved one even when it is locked or closed (it may stay there).
  const versionList = versions.data ?? [];
  const versionOptions = taskVersionOptions(versionList, task.version);

  let statusPlaceholder: string | undefined;
  if (statuses.isPending) statusPlaceholder = LOADING_STATUSES;
  else if (statuses.isError) statusPlaceholder = ERROR_LOADING_STATUSES;

  // Values that cannot be saved stay as typed, with their message (the inputs have no min/max: antd would clamp).
  const problems = draftProblems(draft);
  const titleError = problems.subject ?? null;

  return (
    <Flex vertical gap={16} data-testid="task-details">
      <Field label="Status" htmlFor="task-status">
        <Select
          id="task-status"
          data-testid="task-panel-status"
          aria-label="Status"
          value={statuses.isPending ? undefined : draft.statusId}
          placeholder={statusPlaceholder}
          options={statusOptions}
          notFoundContent={NO_STATUSES}
          disabled={!canChangeStatus}
          onChange={(statusId: number) => onChange({ statusId })}
          style={{ width: 220 }}
        />
      </Field>
      <Field label="Title" htmlFor="task-subject" error={titleError}>
        <Input
          id="task-subject"
          data-testid="task-subject-input"
          value={draft.subject}
          maxLength={255}
          status={titleError ? 'error' : undefined}
          disabled={!canEdit}
          onChange={(event) => onChange({ subject: event.target.value })}
        />
      </Field>
      <Field label="Description">
        {canEdit ? (
          // The editor shows the description formatted, as the read-only preview did (the same test id).
          <div data-testid="task-description-preview">
            <DescriptionEditor task={task} projectId={projectId} value={draft.description} onChange={(description) => onChange({ description })} />
          </div>
        ) : task.description ? (
          <ReferencePreview>
            <RichText html={task.description} data-testid="task-description-preview" />
          </ReferencePreview>
        ) : (
          <Typography.Text type="secondary">{NO_DESCRIPTION}</Typography.Text>
        )}
      </Field>
      <ReferencedBy workPackageId={task.id} />
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <Field label="Type" htmlFor="task-type">
            <Select
              id="task-type"
              aria-label="Type"
              value={draft.typeId || undefined}
              options={typeOptions}
              loading={types.isPending}
              disabled={!canEdit}
              onChange={(typeId: number) => onChange({ typeId })}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="Priority" htmlFor="task-priority">
            <Select
              id="task-priority"
              aria-label="Priority"
              value={draft.priorityId || undefined}
              options={priorityOptions}
              loading={priorities.isPending}
              disabled={!canEdit}
              onChange={(priorityId: number) => onChange({ priorityId })}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="Assignee" htmlFor="task-assignee">
            <Select
              id="task-assignee"
              aria-label="Assignee"
              value={draft.assignee ? assigneeKey(draft.assignee) : undefined}
              placeholder="Unassigned"
              options={assigneeOptions}
              loading={assignees.isPending}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!canEdit}
              onChange={(key: string | undefined) => {
                const option = key ? assigneeList.find((candidate) => assigneeKey(candidate) === key) : undefined;
                if (key && !option) return; // the current value, picked again
                onChange({ assignee: option ? { id: option.id, type: option.type, name: option.name } : null });
              }}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="Parent" htmlFor="task-parent">
            <Select
              id="task-parent"
              aria-label="Parent"
              value={draft.parent?.id}
              placeholder="No parent"
              options={parentOptions}
              loading={projectTasks.isPending}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!canEdit}
              onChange={(parentId: number | undefined) => {
                const parent = (projectTasks.data ?? []).find((candidate) => candidate.id === parentId);
                onChange({ parent: parent ? { id: parent.id, title: parent.title } : null });
              }}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="Start date" htmlFor="task-start-date">
            <DatePicker
              id="task-start-date"
              value={draft.startDate ? dayjs(draft.startDate) : null}
              disabled={!canEdit}
              onChange={(value) => onChange({ startDate: value ? value.format(DATE_VALUE_FORMAT) : null })}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="Due date" htmlFor="task-due-date">
            <DatePicker
              id="task-due-date"
              value={draft.dueDate ? dayjs(draft.dueDate) : null}
              disabled={!canEdit}
              onChange={(value) => onChange({ dueDate: value ? value.format(DATE_VALUE_FORMAT) : null })}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="Estimated hours" htmlFor="task-estimated" error={problems.estimatedTime}>
            <InputNumber<number>
              id="task-estimated"
              data-testid="task-estimated-input"
              value={draft.estimatedTime}
              status={problems.estimatedTime ? 'error' : undefined}
              step={HOURS_STEP}
              disabled={!canEdit}
              onChange={(value) => onChange({ estimatedTime: value ?? null })}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="Remaining hours" htmlFor="task-remaining" error={problems.remainingTime}>
            <InputNumber<number>
              id="task-remaining"
              data-testid="task-remaining-input"
              value={draft.remainingTime}
              status={problems.remainingTime ? 'error' : undefined}
              step={HOURS_STEP}
              disabled={!canEdit}
              onChange={(value) => onChange({ remainingTime: value ?? null })}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="Story points" htmlFor="task-story-points" error={problems.storyPoints}>
            <InputNumber<number>
              id="task-story-points"
              data-testid="task-story-points-input"
              value={draft.storyPoints}
              status={problems.storyPoints ? 'error' : undefined}
              step={1}
              disabled={!canEdit}
              onChange={(value) => onChange({ storyPoints: value ?? null })}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="% Complete" htmlFor="task-done" error={problems.percentageDone}>
            <InputNumber<number>
              id="task-done"
              data-testid="task-done-input"
              value={draft.percentageDone}
              status={problems.percentageDone ? 'error' : undefined}
              step={10}
              suffix="%"
              disabled={!canEdit}
              onChange={(value) => onChange({ percentageDone: value ?? null })}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="Version" htmlFor="task-version">
            <Select
              id="task-version"
              aria-label="Version"
              data-testid="task-version"
              value={draft.version ? String(draft.version.id) : NO_VERSION_KEY}
              options={versionOptions}
              loading={versions.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              // No assign_versions hint in the work package (docs/api.md): editors may try, the server has the last word.
              disabled={!canEdit}
              notFoundContent={NO_VERSIONS_MESSAGE}
              onChange={(key: string) => {
                const version = versionOfKey(key, versionList, task.version);
                if (version !== undefined) onChange({ version });
              }}
              style={{ width: '100%' }}
            />
            {/* 'No version' and the current one stay choosable; the others need the list. */}
            {versions.isError && <ChoicesLoadFailed error={versions.error} onRetry={() => void versions.refetch()} />}
          </Field>
        </Col>
      </Row>
      <TimeEntriesCard workPackageId={task.id} projectId={projectId} />
    </Flex>
  );
}
