// The Share dialog (spec 002 sections 3, 6, 8) of a document or a work package: find a user (debounced search over
// the users), pick view, edit or manage, share; the current shares with their level (changeable) and Remove. Every
// failure is shown in the dialog.
import { useState } from 'react';
import { errorMessage } from '../api/errors';
import { Alert, App, AutoComplete, Button, Flex, Modal, Select, Skeleton, Typography } from '../ui/antd';
import { useShareMutations, useShares, useUserSearch } from './api';
import { levelLabel, SHARE_MESSAGES, shareLevels, type Share, type SharedEntity, type ShareLevel } from './share';

export interface ShareDialogProps {
  entity: SharedEntity;
  open: boolean;
  onClose: () => void;
}

type LevelOption = { value: ShareLevel; label: string; title: string };

export function ShareDialog({ entity, open, onClose }: ShareDialogProps) {
  const levelOptions: LevelOption[] = shareLevels(entity.type).map((level) => ({ value: level.value, label: level.label, title: level.description }));
  const { message } = App.useApp();
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const [level, setLevel] = useState<ShareLevel>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const shares = useShares(entity, open);
  const search = useUserSearch(term);
  const { share, change, remove } = useShareMutations(entity);

  const searching = search.settledTerm.length > 0;
  const options = (search.data ?? []).map((user) => ({ value: String(user.id), label: user.name }));
  const notFound = searching && search.isSuccess && options.length === 0 ? `${SHARE_MESSAGES.noUsers}. ${SHARE_MESSAGES.tryAnother}` : null;

  const submit = async () => {
    if (!chosen) return;
    setFailure(null);
    try {
      await share.mutateAsync({ userId: chosen.id, level });
      void message.success(SHARE_MESSAGES.shared(chosen.name));
      setChosen(null);
      setTerm('');
    } catch (error) {
      setFailure(`${SHARE_MESSAGES.shareFailed(entity.type)}: ${errorMessage(error)}`);
    }
  };
  const changeLevel = async (entry: Share, next: ShareLevel) => {
    setFailure(null);
    try {
      await change.mutateAsync({ shareId: entry.id, level: next });
      void message.success(SHARE_MESSAGES.levelChanged(entry.userName, levelLabel(next)));
    } catch (error) {
      setFailure(`${SHARE_MESSAGES.updateFailed}: ${errorMessage(error)}`);
    }
  };
  const removeEntry = async (entry: Share) => {
    setFailure(null);
    try {
      await remove.mutateAsync(entry.id);
      void message.success(SHARE_MESSAGES.removed(entry.userName));
    } catch (error) {
      setFailure(`${SHARE_MESSAGES.removeFailed}: ${errorMessage(error)}`);
    }
  };

  return (
    <Modal open={open} onCancel={onClose} title={`Share '${entity.title}'`} footer={null} destroyOnHidden data-testid="share-dialog">
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="end">
          <Flex vertical gap={4} style={{ flex: '1 1 220px' }}>
            <label htmlFor="share-user-search">User</label>
            <AutoComplete
              id="share-user-search"
              value={term}
              options={options}
              onChange={(value) => {
                setTerm(value);
                setChosen(null);
              }}
              onSelect={(value: string, option: { label: string }) => {
                setChosen({ id: Number(value), name: option.label });
                setTerm(option.label);
              }}
              placeholder="Search users by name"
              notFoundContent={search.isFetching ? 'Searching...' : notFound}
              aria-label="User to share with"
              data-testid="share-user-search"
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor="share-level">Permission</label>
            <Select<ShareLevel> id="share-level" value={level} onChange={setLevel} options={levelOptions} style={{ width: 150 }} aria-label="Permission level" data-testid="share-level" />
          </Flex>
          <Button type="primary" onClick={() => void submit()} disabled={!chosen} loading={share.isPending} data-testid="share-submit">
            Share
          </Button>
        </Flex>
        {search.isError ? <Alert type="error" showIcon title={`${SHARE_MESSAGES.searchFailed}: ${errorMessage(search.error)}`} /> : null}
        {notFound ? (
          <Typography.Text type="secondary" role="status">
            {notFound}
          </Typography.Text>
        ) : null}
        {failure ? <Alert type="error" showIcon title={failure} role="alert" data-testid="share-error" /> : null}
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          People with access
        </Typography.Title>
        {shares.isError ? (
          <Alert
            type="error"
            showIcon
            title={`${SHARE_MESSAGES.loadFailed}: ${errorMessage(shares.error)}`}
            action={
              <Button size="small" onClick={() => void shares.refetch()}>
                Retry
              </Button>
            }
          />
        ) : (
          <SharesList shares={shares.data} loading={shares.isPending} levelOptions={levelOptions} onChangeLevel={changeLevel} onRemove={removeEntry} />
        )}
      </Flex>
    </Modal>
  );
}

interface SharesListProps {
  shares: Share[] | undefined;
  loading: boolean;
  levelOptions: LevelOption[];
  onChangeLevel: (share: Share, level: ShareLevel) => Promise<void>;
  onRemove: (share: Share) => Promise<void>;
}

/** Who has access: a level select and Remove where the server offers changing the share, the level otherwise. */
function SharesList({ shares, loading, levelOptions, onChangeLevel, onRemove }: SharesListProps) {
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!shares || shares.length === 0) return <Typography.Text type="secondary">{SHARE_MESSAGES.noShares}</Typography.Text>;
  return (
    <ul aria-label="People with access" data-testid="share-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {shares.map((entry) => (
        <li key={entry.id} data-testid={`share-entry-${entry.userId}`} style={{ padding: '8px 0' }}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text>{entry.userName}</Typography.Text>
            {entry.canChange ? (
              <Flex gap={4} align="center">
                <Select<ShareLevel>
                  value={entry.level}
                  options={levelOptions}
                  onChange={(next) => void onChangeLevel(entry, next)}
                  aria-label={`Permission of ${entry.userName}`}
                  style={{ width: 140 }}
                />
                <Button type="link" danger onClick={() => void onRemove(entry)} aria-label={`Remove ${entry.userName}`}>
                  Remove
                </Button>
              </Flex>
            ) : (
              <Typography.Text>{levelLabel(entry.level)}</Typography.Text>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
