// The projects header's 'From Template' and 'New Project' buttons, offered only for what the caller may create:
// 'New Project' to admins and managers, 'New Sub-project' to those who may add sub-projects somewhere, nothing
// otherwise; 'From Template' when there is a template they may copy and somewhere to put the copy.
import { Button, CopyOutlined, PlusOutlined, Space } from '@tessera/shared';
import {
  type CreationRights,
  FROM_TEMPLATE_TAB_LABEL,
  NEW_PROJECT_TAB_LABEL,
  NEW_SUBPROJECT_BUTTON_LABEL,
  useCreationDialogsStore,
} from '../../../entities/project';

export function CreateProjectButtons({ rights }: { rights: CreationRights }) {
  const openCreate = useCreationDialogsStore((state) => state.openCreate);
  const openTemplate = useCreationDialogsStore((state) => state.openTemplate);
  if (!rights.canCreate) return null;
  return (
    <Space wrap>
      {rights.canCopyTemplate ? (
        <Button icon={<CopyOutlined />} data-testid="from-template-button" onClick={() => openTemplate()}>
          {FROM_TEMPLATE_TAB_LABEL}
        </Button>
      ) : null}
      <Button type="primary" icon={<PlusOutlined />} data-testid="new-project-button" onClick={() => openCreate('new')}>
        {rights.mayCreateTopLevel ? NEW_PROJECT_TAB_LABEL : NEW_SUBPROJECT_BUTTON_LABEL}
      </Button>
    </Space>
  );
}
