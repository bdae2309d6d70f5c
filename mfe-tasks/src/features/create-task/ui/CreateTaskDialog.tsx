// 'Create New Task' (spec 001 sections 2, 4, 5): title, description, type, status, priority, assignee, parent,
// version, estimated and remaining hours, story points (for the types that have them), start and due dates.
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  errorMessage,
  Flex,
  Form,
  Input,
  InputNumber,
  isApiError,
  Modal,
  PageError,
  Row,
  Select,
  Spin,
  assignableVersions,
} from '@tessera/shared';
import { assigneeKey, type CheckedNumberField, ChoicesLoadFailed, createTask, defaultPriorityOf, defaultStatusOf, defaultTypeOf, formPriorities, NO_VERSION_LABEL, NO_VERSIONS_MESSAGE, numberProblems, patchTaskInCaches, type Task, typeHasStoryPoints, useAssignees, usePriorities, useProjectTypes, useProjectVersions, useStatuses } from '../../../entities/task';
import {
  buildCreateTaskBody,
  CREATE_FAILED_MESSAGE,
  CREATE_TASK_TITLE,
  DATE_FORMAT,
  DUE_BEFORE_START_MESSAGE,
  HOURS_STEP,
  NO_TASKS_AVAILABLE_MESSAGE,
  SERVER_FIELD_TO_FORM_FIELD,
  STORY_POINTS_HINT,
  STORY_POINTS_STEP,
  TASK_CREATED_MESSAGE,
  TITLE_MAX_LENGTH,
  TITLE_REQUIRED_MESSAGE,
  TITLE_TOO_LONG_MESSAGE,
  TYPE_REQUIRED_MESSAGE,
  type CreateTaskValues,
} from '../model/create-task-form';
import { type AiDraftFormValues, AiTaskGenerator } from '../../ai-task-generation';

/**
 * A form rule from the shared number rules. The inputs have no min/max: antd would silently clamp what was typed
 * (101 -> 100, -3 -> 0); the value stays as typed, the message says why it cannot be saved, and the form does not submit.
 */
const numberRule = (field: CheckedNumberField) => ({
  validator: (_: unknown, value: number | null | undefined) => {
    const problem = numberProblems[field](value ?? null);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

export interface CreateTaskDialogProps {
  projectId: number;
  open: boolean;
  onClose: () => void;
  /** The project's tasks: the parent choices. */
  tasks: readonly Task[];
}

export function CreateTaskDialog({ projectId, open, onClose, tasks }: CreateTaskDialogProps) {
  return (
    <Modal
      open={open}
      title={CREATE_TASK_TITLE}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      data-testid="create-task-dialog"
    >
      {/* Mounted only while open: every opening starts from the defaults. */}
      {open ? <CreateTaskForm projectId={projectId} onClose={onClose} tasks={tasks} /> : null}
    </Modal>
  );
}

function CreateTaskForm({ projectId, onClose, tasks }: Omit<CreateTaskDialogProps, 'open'>) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateTaskValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const types = useProjectTypes(projectId);
  const statuses = useStatuses();
  const priorities = usePriorities();
  const assignees = useAssignees(projectId);
  const versions = useProjectVersions(projectId);
  const typeId = Form.useWatch('typeId', form);

  const create = useMutation({
    mutationFn: (values: CreateTaskValues) =>
      createTask(queryClient, projectId, buildCreateTaskBody(values, {
        projectId,
        assignees: assignees.data ?? [],
        typeName: types.data?.find((type) => type.id === values.typeId)?.name,
      })),
  });

  const parentOptions = useMemo(
    () => tasks.map((task) => ({ value: task.id, label: `#${task.id} ${task.title}` })),
    [tasks],
  );
  // Only open versions accept work (the server refuses locked and closed ones).
  const versionOptions = useMemo(
    () => assignableVersions(versions.data ?? []).map((version) => ({ value: version.id, label: version.name })),
    [versions.data],
  );

  const reference = [types, statuses, priorities];
  const failed = reference.find((query) => query.isError);
  if (failed) {
    return (
      <PageError
        title="The form could not be loaded"
        message={errorMessage(failed.error)}
        onRetry={() => reference.forEach((query) => query.isError && void query.refetch())}
      />
    );
  }
  if (!types.data || !statuses.data || !priorities.data) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin />
      </Flex>
    );
  }

  const priorityChoices = formPriorities(priorities.data);
  const initialValues: Partial<CreateTaskValues> = {
    title: '',
    typeId: defaultTypeOf(types.data)?.id,
    statusId: defaultStatusOf(statuses.data)?.id,
    priorityId: defaultPriorityOf(priorityChoices)?.id,
  };
  const typeName = types.data.find((type) => type.id === (typeId ?? initialValues.typeId))?.name;
  const showStoryPoints = typeHasStoryPoints(typeName);

  // A draft from 'Generate with AI' fills the form; the user reviews it and presses Create Task as usual.
  const applyDraft = (values: AiDraftFormValues) => {
    const { typeId: draftTypeId, priorityId, ...rest } = values;
    form.setFieldsValue({ ...rest, ...(draftTypeId !== undefined ? { typeId: draftTypeId } : {}), ...(priorityId !== undefined ? { priorityId } : {}) });
    setFailure(null);
    form.focusField('title');
  };

  const submit = async (values: CreateTaskValues) => {
    setFailure(null);
    try {
      const task = await create.mutateAsync(values);
      patchTaskInCaches(queryClient, task);
      message.success(TASK_CREATED_MESSAGE);
      onClose();
    } catch (error) {
      const field = isApiError(error) && error.status === 422 && error.attribute ? SERVER_FIELD_TO_FORM_FIELD[error.attribute] : undefined;
      if (field) {
        form.setFields([{ name: field, errors: [error instanceof Error ? error.message : CREATE_FAILED_MESSAGE] }]);
        return;
      }
      // A refusal (4xx) says why; a server or network failure gets the plain fallback.
      setFailure(isApiError(error) && error.isClientError && error.message ? error.message : CREATE_FAILED_MESSAGE);
    }
  };

  return (
    <Form<CreateTaskValues>
      form={form}
      layout="vertical"
      name={`create-task-${projectId}`}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setFailure(null)}
      requiredMark
    >
      {failure !== null ? (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="create-task-error" />
      ) : null}
      <AiTaskGenerator projectId={projectId} types={types.data} priorities={priorityChoices} onApply={applyDraft} />
      <Form.Item
        label="Title"
        name="title"
        rules={[
          { required: true, whitespace: true, message: TITLE_REQUIRED_MESSAGE },
          { max: TITLE_MAX_LENGTH, message: TITLE_TOO_LONG_MESSAGE },
        ]}
      >
        <Input autoFocus placeholder="What needs to be done?" />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item label="Type" name="typeId" rules={[{ required: true, message: TYPE_REQUIRED_MESSAGE }]}>
            <Select aria-label="Type" options={types.data.map((type) => ({ value: type.id, label: type.name }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Status" name="statusId">
            <Select aria-label="Status" options={statuses.data.map((status) => ({ value: status.id, label: status.name }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Priority" name="priorityId">
            <Select aria-label="Priority" options={priorityChoices.map((priority) => ({ value: priority.id, label: priority.name }))} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item label="Assignee" name="assignee">
            <Select
              aria-label="Assignee"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={assignees.isPending}
              placeholder="Unassigned"
              options={(assignees.data ?? []).map((option) => ({ value: assigneeKey(option), label: option.name }))}
              notFoundContent={assignees.isError ? errorMessage(assignees.error) : undefined}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Parent" name="parentId">
            <Select
              aria-label="Parent"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="No parent"
              options={parentOptions}
              notFoundContent={NO_TASKS_AVAILABLE_MESSAGE}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Version" name="versionId">
            <Select
              aria-label="Version"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={versions.isPending}
              placeholder={NO_VERSION_LABEL}
              options={versionOptions}
              notFoundContent={
                versions.isError ? (
                  <ChoicesLoadFailed error={versions.error} onRetry={() => void versions.refetch()} />
                ) : (
                  NO_VERSIONS_MESSAGE
                )
              }
              data-testid="create-task-version"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={showStoryPoints ? 8 : 12}>
          <Form.Item label="Estimated hours" name="estimatedHours" rules={[numberRule('estimatedTime')]}>
            <InputNumber aria-label="Estimated hours" step={HOURS_STEP} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={showStoryPoints ? 8 : 12}>
          <Form.Item label="Remaining hours" name="remainingHours" rules={[numberRule('remainingTime')]}>
            <InputNumber aria-label="Remaining hours" step={HOURS_STEP} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {showStoryPoints ? (
          <Col xs={24} sm={8}>
            <Form.Item
              label="Story points"
              name="storyPoints"
              extra={STORY_POINTS_HINT}
              rules={[numberRule('storyPoints')]}
            >
              <InputNumber aria-label="Story points" step={STORY_POINTS_STEP} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Start date" name="startDate">
            <DatePicker aria-label="Start date" format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Due date"
            name="dueDate"
            dependencies={['startDate']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: CreateTaskValues['dueDate']) => {
                  const start = getFieldValue('startDate') as CreateTaskValues['startDate'];
                  return value && start && value.isBefore(start, 'day') ? Promise.reject(new Error(DUE_BEFORE_START_MESSAGE)) : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker aria-label="Due date" format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="create-task-submit">
          Create Task
        </Button>
      </Flex>
    </Form>
  );
}
