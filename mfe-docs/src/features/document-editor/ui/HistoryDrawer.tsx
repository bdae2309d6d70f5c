// The document's history: its versions, newest first, each to show as it was; managers may restore one (a new
// version with that content, so restoring loses nothing either).
import { EditorContent, useEditor } from '@tiptap/react';
import { Alert, App, Button, Drawer, errorMessage, Flex, formatDateTime, HistoryOutlined, List, Skeleton, Typography } from '@tessera/shared';
import { useState } from 'react';
import { useDocumentVersion, useDocumentVersions, type DocumentVersion } from '../api/versions';
import { documentEditorExtensions } from '../model/extensions';
import type { DocumentNode } from '@tessera/shared/editor/react';

export const HISTORY_TITLE = 'History';
export const RESTORE_FAILED = 'Failed to restore the version';
export const restoredMessage = (version: number) => `Restored version ${version}`;

export interface HistoryDrawerProps {
  documentId: number;
  /** Restores a version into the document (the caller's writer posts it and puts its content in the editor). */
  onRestore: (version: number) => Promise<unknown>;
}

const describeChanges = (changes: string[]) => (changes.length ? `Changed ${changes.join(', ')}` : 'No changes');

export function HistoryDrawer({ documentId, onRestore }: HistoryDrawerProps) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const versions = useDocumentVersions(documentId, open);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)} data-testid="document-history-toggle">
        {HISTORY_TITLE}
      </Button>
      <Drawer title={HISTORY_TITLE} open={open} onClose={() => setOpen(false)} size="large" data-testid="document-history" destroyOnHidden>
        {versions.isPending ? (
          <Skeleton active />
        ) : versions.isError ? (
          <Alert type="error" showIcon title="Failed to load the history" description={errorMessage(versions.error)} action={<Button size="small" onClick={() => void versions.refetch()}>Retry</Button>} />
        ) : (
          <Flex vertical gap={16}>
            <List
              dataSource={versions.data}
              rowKey={(version) => version.version}
              renderItem={(version) => (
                <VersionRow
                  version={version}
                  shown={shown === version.version}
                  onShow={() => setShown(shown === version.version ? null : version.version)}
                  onRestore={async () => {
                    await onRestore(version.version);
                    await versions.refetch();
                  }}
                />
              )}
            />
            {shown !== null ? <VersionPreview documentId={documentId} version={shown} /> : null}
          </Flex>
        )}
      </Drawer>
    </>
  );
}

function VersionRow({ version, shown, onShow, onRestore }: { version: DocumentVersion; shown: boolean; onShow: () => void; onRestore: () => Promise<void> }) {
  const { message, modal } = App.useApp();
  const restore = () =>
    modal.confirm({
      title: `Restore version ${version.version}?`,
      content: 'Its content becomes the current content. The current content stays in the history.',
      okText: 'Restore',
      onOk: async () => {
        try {
          await onRestore();
          void message.success(restoredMessage(version.version));
        } catch (error) {
          void message.error(`${RESTORE_FAILED}: ${errorMessage(error)}`);
        }
      },
    });
  return (
    <List.Item
      data-testid={`document-version-${version.version}`}
      actions={[
        <Button key="show" size="small" aria-pressed={shown} onClick={onShow} aria-label={`Show version ${version.version}`}>
          Show
        </Button>,
        ...(version.canRestore
          ? [
              <Button key="restore" size="small" onClick={restore} aria-label={`Restore version ${version.version}`}>
                Restore
              </Button>,
            ]
          : []),
      ]}
    >
      {/* Text, not List.Item.Meta: its title is an h4, out of the page's heading order. */}
      <Flex vertical>
        <Typography.Text strong>{`Version ${version.version}`}</Typography.Text>
        <Typography.Text type="secondary">
          {`${formatDateTime(version.createdAt)}${version.userName ? ` · ${version.userName}` : ''} · ${describeChanges(version.changes)}`}
        </Typography.Text>
      </Flex>
    </List.Item>
  );
}

function VersionPreview({ documentId, version }: { documentId: number; version: number }) {
  const detail = useDocumentVersion(documentId, version);
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title="Failed to load the version" description={errorMessage(detail.error)} />;
  return (
    <section aria-label={`Version ${version}`} data-testid="document-version-preview">
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {`Version ${version}${detail.data.title ? `: ${detail.data.title}` : ''}`}
      </Typography.Title>
      {detail.data.content ? <ReadOnlyContent key={version} content={detail.data.content} /> : <Typography.Text type="secondary">No content in this version.</Typography.Text>}
    </section>
  );
}

function ReadOnlyContent({ content }: { content: DocumentNode }) {
  const [extensions] = useState(() => documentEditorExtensions({ placeholder: '' }));
  const editor = useEditor({
    extensions,
    content,
    editable: false,
    editorProps: { attributes: { class: 'document-editor-content', 'aria-label': 'Version content', 'aria-readonly': 'true', 'data-testid': 'document-version-content' } },
  });
  return <EditorContent editor={editor} />;
}
