// 'Generate with AI' in the Create New Task dialog (spec 002 §3): the user describes the work, the server proposes a
// task, and its fields are filled into the form for the user to edit before pressing Create Task as usual.
import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, errorMessage, Flex, Input, type InputRef, RobotOutlined, Typography } from '@tessera/shared';
import { generateTask, useAiHealth } from '../api/ai-api';
import { AI_TEXT_MAX_LENGTH, aiAvailability, GENERATING_TEXT } from '../model/ai-availability';
import { type AiDraftFormValues, draftToFormValues, type Named } from '../model/draft-mapping';
import { AiUnavailableNote } from './AiUnavailableNote';

export const GENERATE_WITH_AI_LABEL = 'Generate with AI';
export const DESCRIBE_WORK_LABEL = 'Describe the work';
export const DESCRIBE_WORK_REQUIRED = 'Describe the work to generate a task.';
export const DRAFT_APPLIED_TEXT = 'AI filled in the form. Review the fields, then press Create Task.';
export const FALLBACK_DEFAULT_MESSAGE = 'Unable to process AI response. The task was created with default values.';

export interface AiTaskGeneratorProps {
  projectId: number;
  /** The project's types and the priorities the form offers: the draft's names are matched onto these. */
  types: readonly Named[];
  priorities: readonly Named[];
  /** Puts the draft's values into the form. */
  onApply: (values: AiDraftFormValues) => void;
}

interface Applied {
  notes: string[];
  warning: string | null;
}

export function AiTaskGenerator({ projectId, types, priorities, onApply }: AiTaskGeneratorProps) {
  const health = useAiHealth(projectId);
  const availability = aiAvailability(health.data);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [missingText, setMissingText] = useState(false);
  const [applied, setApplied] = useState<Applied | null>(null);
  const textAreaRef = useRef<InputRef>(null);
  const ids = { text: useId(), hint: useId(), error: useId() };

  const generate = useMutation({
    mutationFn: (description: string) => generateTask({ text: description, projectId }),
    onSuccess: (draft) => {
      const mapped = draftToFormValues(draft, types, priorities);
      onApply(mapped.values);
      setApplied({ notes: mapped.notes, warning: draft.fallback ? (draft.message ?? FALLBACK_DEFAULT_MESSAGE) : null });
      setOpen(false);
    },
  });

  if (availability === 'unknown') return null;
  if (availability !== 'ready') return <AiUnavailableNote availability={availability} />;

  const submit = () => {
    if (!text.trim()) {
      setMissingText(true);
      textAreaRef.current?.focus();
      return;
    }
    generate.mutate(text);
  };

  let status = '';
  if (generate.isPending) status = GENERATING_TEXT;
  else if (applied) status = DRAFT_APPLIED_TEXT;

  return (
    <section aria-label={GENERATE_WITH_AI_LABEL} data-testid="ai-task-generator" style={{ marginBottom: 16 }}>
      {!open ? (
        <Button
          icon={<RobotOutlined aria-hidden="true" />}
          onClick={() => {
            setOpen(true);
            generate.reset();
          }}
          data-testid="ai-generate-open"
        >
          {GENERATE_WITH_AI_LABEL}
        </Button>
      ) : (
        <Flex vertical gap={8} data-testid="ai-generate-step" style={{ padding: 12, border: '1px solid #d9d9d9', borderRadius: 8 }}>
          <label htmlFor={ids.text} style={{ fontWeight: 600 }}>
            {DESCRIBE_WORK_LABEL} <span aria-hidden="true">*</span>
          </label>
          <Typography.Text type="secondary" id={ids.hint}>
            What needs to be done? AI proposes a title, description, type, priority, estimate and dates for you to review.
          </Typography.Text>
          <Input.TextArea
            id={ids.text}
            ref={textAreaRef}
            autoFocus
            rows={4}
            value={text}
            maxLength={AI_TEXT_MAX_LENGTH}
            showCount
            aria-required="true"
            aria-invalid={missingText || undefined}
            aria-describedby={missingText ? `${ids.hint} ${ids.error}` : ids.hint}
            disabled={generate.isPending}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) setMissingText(false);
            }}
            onKeyDown={(event) => {
              // Ctrl/Cmd+Enter generates; a plain Enter is a new line.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                submit();
              }
            }}
            data-testid="ai-generate-text"
          />
          {missingText && (
            <Typography.Text type="danger" id={ids.error} data-testid="ai-generate-text-error">
              {DESCRIBE_WORK_REQUIRED}
            </Typography.Text>
          )}
          {generate.isError && (
            <Alert
              type="error"
              showIcon
              title={errorMessage(generate.error)}
              data-testid="ai-generate-error"
              action={
                <Button size="small" onClick={() => generate.mutate(text)}>
                  Retry
                </Button>
              }
            />
          )}
          <Flex gap={8} justify="end">
            <Button
              onClick={() => {
                setOpen(false);
                setMissingText(false);
              }}
              disabled={generate.isPending}
            >
              Cancel
            </Button>
            <Button type="primary" icon={<RobotOutlined aria-hidden="true" />} loading={generate.isPending} onClick={submit} data-testid="ai-generate-submit">
              Generate
            </Button>
          </Flex>
        </Flex>
      )}
      {!open && applied?.warning && (
        <Alert type="warning" showIcon title={applied.warning} style={{ marginTop: 8 }} data-testid="ai-generate-fallback" />
      )}
      {!open && applied && applied.notes.length > 0 && (
        <ul data-testid="ai-generate-notes" style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
          {applied.notes.map((note) => (
            <li key={note}>
              <Typography.Text type="secondary">{note}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <div role="status" aria-live="polite" data-testid="ai-generate-status" style={{ marginTop: status ? 8 : 0 }}>
        {status}
      </div>
    </section>
  );
}
