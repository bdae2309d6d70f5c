// 'Share' for a document card and the editor's header: opens the Share dialog (@tessera/shared's, as work packages').
import { useState } from 'react';
import { Button, ShareDialog, UserAddOutlined, type ButtonProps } from '@tessera/shared';

export interface ShareDocumentButtonProps {
  documentId: number;
  documentTitle: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

export function ShareDocumentButton({ documentId, documentTitle, size, type = 'text' }: ShareDocumentButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type={type} size={size} icon={<UserAddOutlined />} onClick={() => setOpen(true)} aria-label={`Share ${documentTitle}`} data-testid={`share-document-${documentId}`}>
        Share
      </Button>
      <ShareDialog entity={{ type: 'Document', id: documentId, title: documentTitle }} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
