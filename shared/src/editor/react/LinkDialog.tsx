// The link of the selection: set, change or remove it. Only web and mail addresses are accepted (the server refuses
// any other scheme, and a `javascript:` link must never reach a reader).
import type { Editor } from '@tiptap/core';
import { Button, Flex, Form, Input, Modal } from '@tessera/shared';
import { useState } from 'react';
import { LINK_MESSAGES, normaliseLinkHref } from './links';

export const LINK_DIALOG_TITLE = 'Link';

export interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

export function LinkDialog({ editor, open, onClose }: LinkDialogProps) {
  return (
    <Modal open={open} title={LINK_DIALOG_TITLE} onCancel={onClose} footer={null} destroyOnHidden data-testid="link-dialog">
      {open ? <LinkForm editor={editor} onClose={onClose} /> : null}
    </Modal>
  );
}

function LinkForm({ editor, onClose }: Omit<LinkDialogProps, 'open'>) {
  const current = editor.getAttributes('link').href as string | undefined;
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const href = normaliseLinkHref(value);
    if (!href) {
      setError(LINK_MESSAGES.invalid);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // An empty selection outside a link gets the address as its text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Form layout="vertical" onFinish={apply}>
      <Form.Item label="Address" htmlFor="document-link-address" validateStatus={error ? 'error' : undefined} help={error ?? 'A web page (https://…) or a mail address'}>
        <Input
          id="document-link-address"
          autoFocus
          value={value}
          placeholder="https://example.com"
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
      </Form.Item>
      <Flex justify="end" gap={8}>
        {current ? <Button danger onClick={remove}>Remove link</Button> : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit">
          Apply
        </Button>
      </Flex>
    </Form>
  );
}
