// Export: Markdown from the editor's document as it is now, HTML as the server sanitised it at the last save.
import type { Editor } from '@tiptap/core';
import { Button, Dropdown, DownloadOutlined } from '@tessera/shared';
import { download, exportFileName, htmlExport } from '../model/download';
import { documentToMarkdown, type DocumentNode } from '@tessera/shared/editor/react';

export interface ExportMenuProps {
  editor: Editor;
  title: string;
  /** The server's sanitised HTML of the document's saved content. */
  savedHtml: string;
}

export function ExportMenu({ editor, title, savedHtml }: ExportMenuProps) {
  const items = [
    { key: 'markdown', label: 'Markdown (.md)' },
    { key: 'html', label: 'HTML (.html)' },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'markdown') download(exportFileName(title, 'md'), documentToMarkdown(editor.getJSON() as DocumentNode, title), 'text/markdown');
    else download(exportFileName(title, 'html'), htmlExport(title, savedHtml), 'text/html');
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button icon={<DownloadOutlined />} data-testid="document-export">
        Export
      </Button>
    </Dropdown>
  );
}
