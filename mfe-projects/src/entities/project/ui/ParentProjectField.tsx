// The optional parent project of a new project; required for users who may not create top-level projects.
import { Form, Select } from '@tessera/shared';
import { PARENT_REQUIRED_MESSAGE } from '../model/create-constants';
import type { ParentOption } from '../model/parent-options';

interface ParentProjectFieldProps {
  options: ParentOption[];
  required: boolean;
}

export function ParentProjectField({ options, required }: ParentProjectFieldProps) {
  return (
    <Form.Item
      label="Parent project"
      name="parentId"
      rules={required ? [{ required: true, message: PARENT_REQUIRED_MESSAGE }] : []}
      extra={required ? undefined : 'Leave empty for a top-level project.'}
    >
      <Select
        data-testid="parent-project-select"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={required ? 'Choose a parent project' : 'No parent (top level)'}
        options={options}
      />
    </Form.Item>
  );
}
