// The text box of a new thread and of a reply: a labelled textarea, its buttons, the refusal shown inline with the
// typed text kept. Ctrl+Enter (Cmd+Enter) sends, Escape cancels.
import { useId, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Flex, Input, errorMessage } from '@tessera/shared';
import { COMMENT_MAX_LENGTH } from '../model/threads';
import { COMMENTS_MESSAGES } from '../model/messages';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  /** Resolves when sent (the box empties); a rejection is shown and the text stays. */
  onSubmit: (raw: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId?: string;
}

export function CommentForm({ label, submitLabel, onSubmit, onCancel, autoFocus, testId }: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    const raw = text.trim();
    if (raw === '') {
      setProblem(COMMENTS_MESSAGES.blank);
      return;
    }
    if (raw.length > COMMENT_MAX_LENGTH) {
      setProblem(COMMENTS_MESSAGES.tooLong(COMMENT_MAX_LENGTH));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await onSubmit(raw);
      setText('');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Flex vertical gap={6}>
        <label htmlFor={id} style={{ fontWeight: 600 }}>
          {label}
        </label>
        <Input.TextArea
          id={id}
          value={text}
          autoFocus={autoFocus}
          autoSize={{ minRows: 2, maxRows: 8 }}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <Flex gap={8} justify="flex-end">
          {onCancel ? <Button onClick={onCancel}>{COMMENTS_MESSAGES.cancel}</Button> : null}
          <Button type="primary" htmlType="submit" loading={sending}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
