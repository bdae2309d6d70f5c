// The projects header's 'From Template' and 'New Project' buttons.
import { Button, CopyOutlined, PlusOutlined, Space } from '@tessera/shared';
import { FROM_TEMPLATE_TAB_LABEL, NEW_PROJECT_TAB_LABEL } from '../model/create-constants';
import { useCreationDialogsStore } from '../model/creation-dialogs-store';

export function CreateProjectButtons() {
  const openCreate = useCreationDialogsStore((state) => state.openCreate);
  const openTemplate = useCreationDialogsStore((state) => state.openTemplate);
  return (
    <Space wrap>
      <Button icon={<CopyOutlined />} data-testid="from-template-button" onClick={() => openTemplate()}>
        {FROM_TEMPLATE_TAB_LABEL}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} data-testid="new-project-button" onClick={() => openCreate('new')}>
        {NEW_PROJECT_TAB_LABEL}
      </Button>
    </Space>
  );
}
