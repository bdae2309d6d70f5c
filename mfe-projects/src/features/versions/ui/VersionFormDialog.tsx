// 'New version' / 'Edit version': name, description, start and end dates, status and sharing. The rules of spec 002
// section 5 are checked as the user types; what the server still refuses (a taken name, a 403) shows on the field
// it names, or above the form.
import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import {
  Alert, App, Col, DatePicker, Form, Input, Modal, Row, Select, VERSION_DATE_FORMAT, VERSION_FIELD_BY_ATTRIBUTE,
  VERSION_NAME_MAX_LENGTH, changedVersionFields, errorMessage, isApiError, keepEnterInDatePickers, useCurrentUser, versionEndDateError, versionNameError,
  versionSharingOptions, versionStartDateError, versionStatusOptions, type ProjectVersion, type VersionFormValues,
} from '@tessera/shared';
import { fieldErrorsOfFailure } from '../../../entities/project';
import { FormButtons } from '../../edit';
import { useProjectVersions } from '../api/versions';
import { createVersionBody, initialVersionValues } from '../model/version-form';
import {
  CREATE_VERSION_TITLE,
  EDIT_VERSION_TITLE,
  VERSION_CONFLICT,
  VERSION_CREATED,
  VERSION_CREATE_FAILED,
  VERSION_UPDATED,
  VERSION_UPDATE_FAILED,
} from '../model/versions-messages';
import { useCreateVersion, useUpdateVersion } from '../model/use-version-writes';

export interface VersionFormDialogProps {
  projectId: number;
  open: boolean;
  /** The version to edit (as the list showed it when the dialog opened); none to create one. */
  version?: ProjectVersion;
  onClose: () => void;
}

export function VersionFormDialog({ projectId, open, version, onClose }: VersionFormDialogProps) {
  return (
    <Modal
      open={open}
      title={version ? EDIT_VERSION_TITLE : CREATE_VERSION_TITLE}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
      wrapProps={{ 'data-testid': 'version-form-dialog' }}
    >
      {/* Mounted only while open: every opening starts from the version as it is then. */}
      {open ? <VersionForm projectId={projectId} baseline={version} onClose={onClose} /> : null}
    </Modal>
  );
}

function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

const validator = (check: () => string | null) => () => {
  const error = check();
  return error ? Promise.reject(new Error(error)) : Promise.resolve();
};

function VersionForm({ projectId, baseline, onClose }: { projectId: number; baseline?: ProjectVersion; onClose: () => void }) {
  const { message, notification } = App.useApp();
  const { user } = useCurrentUser();
  const [form] = Form.useForm<VersionFormValues>();
  const [failure, setFailure] = useState<{ title: string; description: string } | null>(null);
  const create = useCreateVersion(projectId);
  const update = useUpdateVersion(projectId);
  const versions = useProjectVersions(projectId);
  const creating = baseline === undefined;
  const values = Form.useWatch([], form) as VersionFormValues | undefined;
  const startDate = Form.useWatch('startDate', form) as Dayjs | null | undefined;

  // Saving goes on the version as last read: after a conflict the list is read again, and so is its lockVersion.
  const latestLockVersion = baseline ? (versions.data?.find((version) => version.id === baseline.id) ?? baseline).lockVersion : 0;
  const unchanged = !creating && values !== undefined && Object.keys(changedVersionFields(baseline, values)).length === 0;

  const submit = async (submitted: VersionFormValues) => {
    setFailure(null);
    const title = creating ? VERSION_CREATE_FAILED : VERSION_UPDATE_FAILED;
    try {
      if (creating) {
        await create.mutateAsync(createVersionBody(submitted));
        message.success(VERSION_CREATED);
      } else {
        await update.mutateAsync({ versionId: baseline.id, lockVersion: latestLockVersion, changes: changedVersionFields(baseline, submitted) });
        message.success(VERSION_UPDATED);
      }
      onClose();
    } catch (error) {
      // A refused value shows on its field; anything else above the form and in a toast.
      const { fields } = fieldErrorsOfFailure(error, VERSION_FIELD_BY_ATTRIBUTE, '');
      if (fields.length > 0) {
        form.setFields(fields);
        return;
      }
      const description = isConflict(error) ? VERSION_CONFLICT : errorMessage(error);
      notification.error({ title, description });
      setFailure({ title, description });
    }
  };

  return (
    <Form<VersionFormValues>
      form={form}
      layout="vertical"
      name={`version-${baseline?.id ?? 'new'}`}
      initialValues={initialVersionValues(baseline)}
      onFinish={(submitted) => void submit(submitted)}
      onValuesChange={() => setFailure(null)}
      onKeyDown={keepEnterInDatePickers}
    >
      {failure ? (
        <Alert type="error" showIcon title={failure.title} description={failure.description} style={{ marginBottom: 16 }} data-testid="version-form-error" />
      ) : null}
      <Form.Item
        label="Name"
        name="name"
        required
        rules={[({ getFieldValue }) => ({ validator: validator(() => versionNameError(getFieldValue('name') as string)) })]}
      >
        {/* One character over the limit can be typed, so the rule's message says why it is too long. */}
        <Input autoFocus maxLength={VERSION_NAME_MAX_LENGTH + 1} />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Start date"
            name="startDate"
            rules={[({ getFieldValue }) => ({ validator: validator(() => versionStartDateError(getFieldValue('startDate') as Dayjs | null, creating)) })]}
          >
            <DatePicker aria-label="Start date" format={VERSION_DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="End date"
            name="endDate"
            dependencies={['startDate']}
            rules={[
              ({ getFieldValue }) => ({
                validator: validator(() => versionEndDateError(getFieldValue('startDate') as Dayjs | null, getFieldValue('endDate') as Dayjs | null)),
              }),
            ]}
          >
            <DatePicker
              aria-label="End date"
              format={VERSION_DATE_FORMAT}
              // Spec 002 section 5: the end date picker starts after the start date.
              disabledDate={(day) => Boolean(startDate && !day.isAfter(startDate, 'day'))}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Status" name="status">
            <Select aria-label="Status" options={versionStatusOptions()} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Sharing" name="sharing">
            <Select aria-label="Sharing" options={versionSharingOptions(Boolean(user?.isAdmin))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <FormButtons
          onCancel={onClose}
          submitLabel={creating ? 'Create' : 'Save'}
          submitting={create.isPending || update.isPending}
          disabled={unchanged}
        />
      </Form.Item>
    </Form>
  );
}
