// The time entry form (spec 001 section 5): project, work package (optional; cleared when it is not in the chosen
// project), activity, date (no future days), duration as decimal hours or h:mm with quick picks, comment.
import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  Alert,
  App,
  Button,
  DatePicker,
  errorMessage,
  Flex,
  Form,
  formatHours,
  Input,
  isApiError,
  Modal,
  Select,
  useCurrentUser,
} from '@tessera/shared';
import type { NewTimeEntry } from '../api/time-entries-api';
import { loggableDuration } from '../model/duration';
import {
  ACTIVITY_REQUIRED,
  DATE_FORMAT,
  DATE_IN_FUTURE,
  DATE_REQUIRED,
  DURATION_PLACEHOLDER,
  DURATION_REQUIRED,
  LOG_TIME_TITLE,
  PROJECT_REQUIRED,
  QUICK_PICK_HOURS,
  TIME_ENTRY_CREATE_FAILED,
  TIME_ENTRY_CREATED_WITH_HOURS,
} from '../model/time-entries-constants';
import { useActivities, useAvailableProjects, useAvailableWorkPackages, useLogTime } from '../model/use-time-entries';

export interface TimeEntryFormProps {
  open: boolean;
  onClose: () => void;
  /** The task's project and the task itself: the form's starting choices. */
  projectId: number;
  workPackageId: number;
}

interface TimeEntryValues {
  projectId?: number;
  workPackageId?: number | null;
  activityId?: number;
  spentOn?: Dayjs | null;
  duration?: string;
  comment?: string;
}

/** The server's attribute names -> the form's fields, so a refusal shows under the field it is about. */
const SERVER_FIELDS: Record<string, keyof TimeEntryValues> = {
  project: 'projectId',
  workPackage: 'workPackageId',
  entity: 'workPackageId',
  activity: 'activityId',
  spentOn: 'spentOn',
  hours: 'duration',
  comment: 'comment',
};

/** No future days: what the date picker disables and what the form refuses (the server refuses it too). */
export const isFutureDay = (day: Dayjs, now: Dayjs = dayjs()) => day.isAfter(now, 'day');

export function TimeEntryForm({ open, onClose, projectId, workPackageId }: TimeEntryFormProps) {
  return (
    <Modal open={open} title={LOG_TIME_TITLE} onCancel={onClose} footer={null} destroyOnHidden data-testid="time-entry-form">
      {/* Mounted only while open: every opening starts from the task's project and the defaults. */}
      {open ? <TimeEntryFormBody projectId={projectId} workPackageId={workPackageId} onClose={onClose} /> : null}
    </Modal>
  );
}

function TimeEntryFormBody({ projectId, workPackageId, onClose }: Omit<TimeEntryFormProps, 'open'>) {
  const { message } = App.useApp();
  const { user } = useCurrentUser();
  const [form] = Form.useForm<TimeEntryValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const chosenProject = Form.useWatch('projectId', form) ?? projectId;
  const projects = useAvailableProjects(true);
  const workPackages = useAvailableWorkPackages(chosenProject);
  const activities = useActivities(chosenProject);
  const logTime = useLogTime();

  // A work package that is not in the chosen project is cleared (spec 001 section 5).
  const choices = workPackages.data;
  useEffect(() => {
    const current = form.getFieldValue('workPackageId') as number | null | undefined;
    if (choices && current != null && !choices.some((choice) => choice.id === current)) form.setFieldValue('workPackageId', null);
  }, [choices, form]);

  // The project's default activity, unless the user chose one it offers.
  const activityChoices = activities.data;
  useEffect(() => {
    if (!activityChoices) return;
    const current = form.getFieldValue('activityId') as number | undefined;
    if (current !== undefined && activityChoices.some((choice) => choice.id === current)) return;
    form.setFieldValue('activityId', (activityChoices.find((choice) => choice.isDefault) ?? activityChoices[0])?.id);
  }, [activityChoices, form]);

  const submit = async (values: TimeEntryValues) => {
    setFailure(null);
    const parsed = loggableDuration(values.duration ?? '');
    if (!parsed.ok || values.projectId === undefined || values.activityId === undefined || !values.spentOn) return;
    const entry: NewTimeEntry = {
      projectId: values.projectId,
      workPackageId: values.workPackageId ?? null,
      activityId: values.activityId,
      spentOn: values.spentOn.format(DATE_FORMAT),
      hours: parsed.hours,
      comment: values.comment ?? '',
    };
    const preview = {
      hours: entry.hours,
      spentOn: entry.spentOn,
      comment: entry.comment.trim(),
      userId: user?.id ?? null,
      userName: user?.name ?? '',
      activityId: entry.activityId,
      activityName: activityChoices?.find((choice) => choice.id === entry.activityId)?.name ?? '',
      projectId: entry.projectId,
      workPackageId: entry.workPackageId,
      ongoing: false,
      canEdit: false,
    };
    try {
      const saved = await logTime.mutateAsync({ entry, preview });
      message.success(TIME_ENTRY_CREATED_WITH_HOURS(formatHours(saved.hours)));
      onClose();
    } catch (error) {
      const field = isApiError(error) && error.status === 422 && error.attribute ? SERVER_FIELDS[error.attribute] : undefined;
      if (field) {
        form.setFields([{ name: field, errors: [errorMessage(error)] }]);
        return;
      }
      setFailure(isApiError(error) && error.isClientError ? errorMessage(error) : TIME_ENTRY_CREATE_FAILED);
    }
  };

  const initialValues: TimeEntryValues = { projectId, workPackageId, spentOn: dayjs(), duration: '', comment: '' };

  return (
    <Form<TimeEntryValues>
      form={form}
      layout="vertical"
      name={`log-time-${workPackageId}`}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setFailure(null)}
    >
      {failure !== null ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="time-entry-form-error" /> : null}
      <Form.Item label="Project" name="projectId" rules={[{ required: true, message: PROJECT_REQUIRED }]}>
        <Select
          aria-label="Project"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={projects.isPending}
          notFoundContent={projects.isError ? errorMessage(projects.error) : undefined}
          // The task's project stays readable while the choices load (and if the user may not log there).
          options={(projects.data ?? [{ id: projectId, name: `#${projectId}` }]).map((project) => ({ value: project.id, label: project.name }))}
        />
      </Form.Item>
      <Form.Item label="Work package" name="workPackageId">
        <Select
          aria-label="Work package"
          allowClear
          placeholder="None (time on the project)"
          showSearch={{ optionFilterProp: 'label' }}
          loading={workPackages.isPending}
          notFoundContent={workPackages.isError ? errorMessage(workPackages.error) : undefined}
          options={(choices ?? []).map((choice) => ({ value: choice.id, label: choice.name }))}
        />
      </Form.Item>
      <Form.Item label="Activity" name="activityId" rules={[{ required: true, message: ACTIVITY_REQUIRED }]}>
        <Select
          aria-label="Activity"
          allowClear
          loading={activities.isPending}
          notFoundContent={activities.isError ? errorMessage(activities.error) : undefined}
          options={(activityChoices ?? []).map((choice) => ({ value: choice.id, label: choice.name }))}
        />
      </Form.Item>
      <Form.Item
        label="Date"
        name="spentOn"
        rules={[
          { required: true, message: DATE_REQUIRED },
          { validator: (_, value: Dayjs | null | undefined) => (value && isFutureDay(value) ? Promise.reject(new Error(DATE_IN_FUTURE)) : Promise.resolve()) },
        ]}
      >
        <DatePicker aria-label="Date" format={DATE_FORMAT} disabledDate={(day) => isFutureDay(day)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Duration"
        name="duration"
        extra="Decimal hours (1.5) or hours and minutes (1:30)"
        rules={[
          { required: true, whitespace: true, message: DURATION_REQUIRED },
          {
            validator: (_, value: string | undefined) => {
              if (!value || !value.trim()) return Promise.resolve();
              const parsed = loggableDuration(value);
              return parsed.ok ? Promise.resolve() : Promise.reject(new Error(parsed.message));
            },
          },
        ]}
      >
        <Input aria-label="Duration" placeholder={DURATION_PLACEHOLDER} inputMode="decimal" />
      </Form.Item>
      <Flex gap={8} wrap style={{ marginTop: -8, marginBottom: 16 }} role="group" aria-label="Quick picks">
        {QUICK_PICK_HOURS.map((hours) => (
          <Button
            key={hours}
            size="small"
            onClick={() => {
              form.setFieldValue('duration', String(hours));
              void form.validateFields(['duration']);
            }}
          >
            {hours}h
          </Button>
        ))}
      </Flex>
      <Form.Item label="Comment" name="comment">
        <Input.TextArea rows={2} maxLength={1000} aria-label="Comment" />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={logTime.isPending} data-testid="time-entry-submit">
          Log time
        </Button>
      </Flex>
    </Form>
  );
}
