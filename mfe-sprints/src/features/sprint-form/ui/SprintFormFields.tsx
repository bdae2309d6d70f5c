// The fields of the Create and Edit Sprint dialogs (spec 002 sections 2 and 5): name, description, start and end
// dates with the '+2w' shortcut and duration warnings, status and sharing. The rules are the suite's (@tessera/shared
// version-rules) and sprint-form.ts.
import type { Dayjs } from 'dayjs';
import {
  Alert,
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  Row,
  Select,
  Space,
  Typography,
  VERSION_DATE_FORMAT,
  versionDurationDays,
  versionEndDateError,
  versionNameError,
  versionSharingOptions,
  versionStartDateError,
  versionStatusOptions,
  type FormInstance,
  type VersionFormValues,
} from '@tessera/shared';
import { durationWarning, isBeforeStart, plusTwoWeeks, TWO_WEEKS_DAYS, type FormMode } from '../model/sprint-form';

export const PLUS_TWO_WEEKS_LABEL = '+2w';

export interface SprintFormFieldsProps {
  form: FormInstance<VersionFormValues>;
  mode: FormMode;
  /** Only administrators may share a version with every project (the server refuses others). */
  isAdmin: boolean;
  /** Keeps the current value selectable even when the caller could not set it (an admin shared it system-wide). */
  currentSharing?: VersionFormValues['sharing'];
}

const rejectWith = (message: string | null) => (message ? Promise.reject(new Error(message)) : Promise.resolve());

export function SprintFormFields({ form, mode, isAdmin, currentSharing }: SprintFormFieldsProps) {
  const startDate = Form.useWatch('startDate', form) as Dayjs | null | undefined;
  const endDate = Form.useWatch('endDate', form) as Dayjs | null | undefined;
  const days = versionDurationDays(startDate, endDate);
  const warning = durationWarning(startDate, endDate);

  const setTwoWeeks = () => {
    if (!startDate) return;
    form.setFieldValue('endDate', plusTwoWeeks(startDate));
    void form.validateFields(['endDate']).catch(() => undefined);
  };

  return (
    <>
      <Form.Item
        label="Name"
        name="name"
        rules={[
          {
            // On edit a blank name only disables Save (spec 002 section 5): no text for it there.
            validator: (_, value: string | undefined) => {
              const error = versionNameError(value);
              return rejectWith(mode === 'edit' && (value ?? '').trim() === '' ? null : error);
            },
          },
        ]}
      >
        <Input placeholder="Sprint 15" autoFocus={mode === 'create'} />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} placeholder="What is this sprint's goal?" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Start date" name="startDate" rules={[{ validator: (_, value: Dayjs | null) => rejectWith(versionStartDateError(value, mode === 'create')) }]}>
            <DatePicker aria-label="Start date" format={VERSION_DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {/* The end date's errors show under this item (noStyle items report to their parent). */}
          <Form.Item label="End date">
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="endDate"
                noStyle
                dependencies={['startDate']}
                rules={[({ getFieldValue }) => ({ validator: (_, value: Dayjs | null) => rejectWith(versionEndDateError(getFieldValue('startDate') as Dayjs | null, value)) })]}
              >
                <DatePicker aria-label="End date" format={VERSION_DATE_FORMAT} style={{ width: '100%' }} disabledDate={isBeforeStart(startDate)} />
              </Form.Item>
              <Button onClick={setTwoWeeks} disabled={!startDate} title={`End ${TWO_WEEKS_DAYS} days after the start`} aria-label={`${PLUS_TWO_WEEKS_LABEL}: set the end date ${TWO_WEEKS_DAYS} days after the start`}>
                {PLUS_TWO_WEEKS_LABEL}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Col>
      </Row>
      {days !== null && days > 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }} data-testid="sprint-duration">
          Duration: {days} day{days === 1 ? '' : 's'}
        </Typography.Paragraph>
      ) : null}
      {warning ? <Alert type="warning" showIcon title={warning} style={{ marginBottom: 16 }} data-testid="sprint-duration-warning" /> : null}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Status" name="status">
            <Select aria-label="Status" options={versionStatusOptions()} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={mode === 'edit' ? 'Visibility' : 'Sharing'} name="sharing">
            <Select aria-label={mode === 'edit' ? 'Visibility' : 'Sharing'} options={versionSharingOptions(isAdmin, currentSharing)} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
