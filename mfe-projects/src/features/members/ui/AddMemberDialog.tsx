// 'Add Member to Project' (spec 000 sections 2 and 5): user or group, the principal (searched on the server,
// present members left out), one or more project roles.
import { useState } from 'react';
import {
  Alert, App, Form, Modal, Radio, Select, errorMessage, useDebouncedValue, type PrincipalType,
} from '@tessera/shared';
import { FormButtons, showServerFieldError } from '../../edit';
import { useCandidates, useProjectRoles } from '../api/memberships';
import {
  ADD_MEMBER_FAILED,
  ADD_MEMBER_TITLE,
  GROUP_ADDED,
  MEMBER_ADDED,
  PRINCIPAL_REQUIRED,
  PRINCIPAL_SEARCH_DEBOUNCE_MS,
  ROLES_REQUIRED,
} from '../model/members-messages';
import { useAddMember } from '../model/use-member-writes';

interface AddMemberValues {
  principalType: PrincipalType;
  /** With its label, so the choice stays readable when a new search no longer lists it. */
  principal?: { value: number; label: string };
  roles: number[];
}

export interface AddMemberDialogProps {
  projectId: number;
  open: boolean;
  onClose: () => void;
}

export function AddMemberDialog({ projectId, open, onClose }: AddMemberDialogProps) {
  return (
    <Modal open={open} title={ADD_MEMBER_TITLE} onCancel={onClose} footer={null} destroyOnHidden wrapProps={{ 'data-testid': 'add-member-dialog' }}>
      {open ? <AddMemberForm projectId={projectId} onClose={onClose} /> : null}
    </Modal>
  );
}

function AddMemberForm({ projectId, onClose }: Omit<AddMemberDialogProps, 'open'>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AddMemberValues>();
  const principalType = Form.useWatch('principalType', form) ?? 'User';
  const roles = Form.useWatch('roles', form) ?? [];
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, PRINCIPAL_SEARCH_DEBOUNCE_MS);
  const candidates = useCandidates(projectId, principalType, debouncedSearch, true);
  const projectRoles = useProjectRoles();
  const add = useAddMember(projectId);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: AddMemberValues) => {
    setFailure(null);
    try {
      await add.mutateAsync({ principalType: values.principalType, principalId: values.principal!.value, roleIds: values.roles });
      message.success(values.principalType === 'Group' ? GROUP_ADDED : MEMBER_ADDED);
      onClose();
    } catch (error) {
      if (showServerFieldError(form, error, ['principal', 'roles'])) return;
      setFailure(errorMessage(error));
    }
  };

  const kind = principalType === 'Group' ? 'group' : 'user';
  return (
    <Form<AddMemberValues>
      form={form}
      layout="vertical"
      name={`add-member-${projectId}`}
      initialValues={{ principalType: 'User', roles: [] }}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Partial<AddMemberValues>) => {
        setFailure(null);
        // Another kind of principal: the chosen one no longer fits, and the search starts afresh.
        if (changed.principalType) {
          form.setFieldValue('principal', undefined);
          setSearch('');
        }
      }}
    >
      {failure ? <Alert type="error" showIcon title={ADD_MEMBER_FAILED} description={failure} style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="Add a" name="principalType">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'User', label: 'User' },
            { value: 'Group', label: 'Group' },
          ]}
        />
      </Form.Item>
      <Form.Item label={principalType === 'Group' ? 'Group' : 'User'} name="principal" rules={[{ required: true, message: PRINCIPAL_REQUIRED }]}>
        <Select<{ value: number; label: string }>
          labelInValue
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder={`Search for a ${kind}`}
          aria-label={`Search for a ${kind}`}
          data-testid="add-member-principal"
          loading={candidates.isFetching}
          notFoundContent={
            candidates.isError ? errorMessage(candidates.error) : candidates.isFetching ? 'Searching…' : `No ${kind}s to add`
          }
          options={(candidates.data ?? []).map((principal) => ({ value: principal.id, label: principal.name }))}
        />
      </Form.Item>
      <Form.Item label="Roles" name="roles" rules={[{ required: true, type: 'array', min: 1, message: ROLES_REQUIRED }]}>
        <Select<number[]>
          mode="multiple"
          placeholder="Choose one or more roles"
          aria-label="Roles"
          data-testid="add-member-roles"
          loading={projectRoles.isPending}
          notFoundContent={projectRoles.isError ? errorMessage(projectRoles.error) : undefined}
          options={(projectRoles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <FormButtons onCancel={onClose} submitLabel="Add" submitting={add.isPending} disabled={roles.length === 0} />
      </Form.Item>
    </Form>
  );
}
