// Settings > Types (spec 000 section 2): each type with its colour, an enabled checkbox, a default radio
// (among the enabled ones) and an 'In use' marker; Save sends the whole choice at once.
import { useState } from 'react';
import {
  Alert, App, Button, Checkbox, Flex, PageError, Radio, Space, Table, Tooltip, errorMessage, type TableColumnsType,
} from '@tessera/shared';
import { ToneTag } from '../../../entities/project';
import { useAvailableTypes, useUpdateAvailableTypes, type AvailableType } from '../api/available-types';
import {
  IN_USE_NOTE,
  IN_USE_TAG,
  LAST_TYPE_NOTE,
  TYPES_LOAD_FAILED,
  TYPES_UPDATED,
  TYPES_UPDATE_FAILED,
} from '../model/types-messages';
import { chooseDefault, initialSelection, isSelectionChanged, selectionPayload, toggleType } from '../model/types-selection';

export function TypesTab({ projectId }: { projectId: number }) {
  const types = useAvailableTypes(projectId);
  if (types.isError) {
    return <PageError title={TYPES_LOAD_FAILED} message={errorMessage(types.error)} onRetry={() => void types.refetch()} />;
  }
  // A fresh editor whenever the server's answer changes (e.g. after a save).
  return <TypesEditor key={types.dataUpdatedAt} projectId={projectId} types={types.data ?? []} loading={types.isPending} />;
}

function TypesEditor({ projectId, types, loading }: { projectId: number; types: AvailableType[]; loading: boolean }) {
  const { message, notification } = App.useApp();
  const [selection, setSelection] = useState(() => initialSelection(types));
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateAvailableTypes(projectId);

  const save = async () => {
    setFailure(null);
    try {
      await update.mutateAsync(selectionPayload(types, selection));
      message.success(TYPES_UPDATED);
    } catch (error) {
      const reason = errorMessage(error);
      setFailure(reason);
      notification.error({ title: TYPES_UPDATE_FAILED, description: reason });
    }
  };

  const columns: TableColumnsType<AvailableType> = [
    {
      title: 'Type',
      key: 'name',
      render: (_, type) => (
        <Space>
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 3, backgroundColor: type.color }}
            data-testid={`type-color-${type.id}`}
          />
          {type.name}
        </Space>
      ),
    },
    {
      title: 'Enabled',
      key: 'enabled',
      render: (_, type) => {
        const enabled = selection.enabled.has(type.id);
        const isLast = enabled && selection.enabled.size === 1;
        // Disabling a type that work packages use is refused by the server; say so before trying.
        const locked = enabled && (isLast || type.inUse);
        const checkbox = (
          <Checkbox
            checked={enabled}
            disabled={locked}
            aria-label={`Enable ${type.name}`}
            onChange={(event) => {
              setFailure(null);
              setSelection((current) => toggleType(types, current, type.id, event.target.checked));
            }}
          />
        );
        return locked ? <Tooltip title={isLast ? LAST_TYPE_NOTE : IN_USE_NOTE}>{checkbox}</Tooltip> : checkbox;
      },
    },
    {
      title: 'Default',
      key: 'default',
      render: (_, type) => (
        <Radio
          checked={selection.defaultId === type.id}
          disabled={!selection.enabled.has(type.id)}
          aria-label={`Make ${type.name} the default`}
          onChange={() => {
            setFailure(null);
            setSelection((current) => chooseDefault(current, type.id));
          }}
        />
      ),
    },
    { title: '', key: 'inUse', render: (_, type) => (type.inUse ? <ToneTag tone="gold">{IN_USE_TAG}</ToneTag> : null) },
  ];

  return (
    <Flex vertical gap={12}>
      {failure ? <Alert type="error" showIcon title={TYPES_UPDATE_FAILED} description={failure} data-testid="types-error" /> : null}
      <Table<AvailableType>
        rowKey="id"
        size="small"
        data-testid="types-table"
        loading={loading}
        columns={columns}
        dataSource={types}
        pagination={false}
      />
      <Flex justify="flex-end">
        <Button
          type="primary"
          onClick={() => void save()}
          loading={update.isPending}
          disabled={loading || !isSelectionChanged(types, selection)}
          data-testid="types-save"
        >
          Save
        </Button>
      </Flex>
    </Flex>
  );
}
