// A write-only secret: whether one is stored ('Set' / 'Not set'), never its value; Replace opens an empty field.
import { useEffect, useRef } from 'react';
import { Button, Flex, Form, Input, Tag } from '@tessera/shared';
import { ENV_VARIABLES, FIELD_LABELS, isSecretSet, fromEnvironment, type SecretField as SecretFieldName } from '../model/settings-form';
import type { GithubSettings } from '../api/github-admin';
import { GITHUB_MESSAGES } from './messages';

export interface SecretFieldProps {
  field: SecretFieldName;
  settings: GithubSettings;
  replacing: boolean;
  onReplace: () => void;
  onKeep: () => void;
  /** Required when nothing is stored (the chosen way to authenticate needs it). */
  required?: boolean;
  multiline?: boolean;
  help?: string;
}

export function SecretField({ field, settings, replacing, onReplace, onKeep, required = false, multiline = false, help }: SecretFieldProps) {
  const label = FIELD_LABELS[field];
  const set = isSecretSet(settings, field);
  const unreadable = settings.unreadable.includes(field);
  const env = fromEnvironment(settings, field);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const wasReplacing = useRef(replacing);
  // Keeping the current value removes the field: focus goes back to the Replace button instead of the page's top.
  useEffect(() => {
    if (wasReplacing.current && !replacing) replaceRef.current?.focus();
    wasReplacing.current = replacing;
  }, [replacing]);

  const status = unreadable ? (
    <Tag color="orange">{GITHUB_MESSAGES.secretUnreadable}</Tag>
  ) : (
    <Tag color={set ? 'green' : 'default'}>{set ? GITHUB_MESSAGES.secretSet : GITHUB_MESSAGES.secretNotSet}</Tag>
  );
  const testId = `github-secret-${field}`;

  // Stored and not being replaced (or set by the environment): the status only, no field.
  if (env || (set && !unreadable && !replacing)) {
    return (
      <Form.Item label={label} data-testid={testId} extra={env ? GITHUB_MESSAGES.fromEnvironment(ENV_VARIABLES[field]) : help}>
        <Flex gap={8} align="center" wrap>
          <span data-testid={`${testId}-status`}>{status}</span>
          {env ? null : (
            <Button size="small" ref={replaceRef} onClick={onReplace} aria-label={`${GITHUB_MESSAGES.replace} ${label.toLowerCase()}`}>
              {GITHUB_MESSAGES.replace}
            </Button>
          )}
        </Flex>
      </Form.Item>
    );
  }

  const input = multiline ? (
    <Input.TextArea rows={6} autoComplete="off" spellCheck={false} autoFocus={replacing} style={{ fontFamily: 'monospace' }} />
  ) : (
    <Input.Password autoComplete="new-password" autoFocus={replacing} />
  );
  const hint = [set ? GITHUB_MESSAGES.secretKeepHint : null, GITHUB_MESSAGES.secretWriteOnly, help].filter(Boolean).join(' ');
  return (
    <div data-testid={testId}>
      <Form.Item
        name={field}
        label={label}
        // Not kept once the field goes away: keeping the stored value means sending nothing.
        preserve={false}
        rules={required && !set ? [{ required: true, whitespace: true, message: `Enter the ${label.toLowerCase()}.` }] : []}
        extra={
          <Flex vertical gap={4}>
            <span>
              <span data-testid={`${testId}-status`}>{status}</span> {hint}
            </span>
            {set && replacing ? (
              <span>
                <Button size="small" onClick={onKeep}>{GITHUB_MESSAGES.keepCurrent}</Button>
              </span>
            ) : null}
          </Flex>
        }
      >
        {input}
      </Form.Item>
    </div>
  );
}
