// Emoji reactions on a comment: counts, the user's own highlighted, a click toggles; a small picker adds one.
import { useState } from 'react';
import { App, Button, Flex, Popover, Tooltip, SmileOutlined, useCurrentUser } from '@tessera/shared';
import type { EmojiReaction } from '../api/activities-api';
import { REACTION_FAILED } from '../model/activities-constants';
import { REACTION_CHOICES } from '../model/reactions';
import { useReactions, useToggleReaction } from '../model/use-activities';
import { useTasksReadOnly } from '../../project-access';

function whoReacted(reaction: EmojiReaction): string {
  return reaction.userNames.length > 0 ? reaction.userNames.join(', ') : `${reaction.count}`;
}

export function EmojiReactions({ activityId }: { activityId: number }) {
  const { message } = App.useApp();
  const readOnly = useTasksReadOnly();
  const userId = useCurrentUser().user?.id ?? null;
  const reactions = useReactions(activityId);
  const toggle = useToggleReaction(activityId, userId);
  const [pickerOpen, setPickerOpen] = useState(false);

  // mutateAsync: every click gets its own outcome, even when several are in flight.
  const onToggle = (reaction: string, emoji: string) =>
    toggle.mutateAsync({ reaction, emoji }).catch(() => void message.error(REACTION_FAILED));

  const picker = (
    <Flex gap={4} wrap>
      {REACTION_CHOICES.map((choice) => (
        <Button
          key={choice.reaction}
          type="text"
          size="small"
          aria-label={choice.label}
          data-testid={`reaction-picker-${choice.reaction}`}
          onClick={() => {
            setPickerOpen(false);
            onToggle(choice.reaction, choice.emoji);
          }}
        >
          {choice.emoji}
        </Button>
      ))}
    </Flex>
  );

  return (
    <Flex gap={4} align="center" wrap data-testid={`reactions-${activityId}`}>
      {(reactions.data ?? []).map((reaction) => {
        const mine = userId !== null && reaction.userIds.includes(userId);
        return (
          <Tooltip key={reaction.reaction} title={whoReacted(reaction)}>
            <Button
              size="small"
              shape="round"
              type={mine ? 'primary' : 'default'}
              ghost={mine}
              aria-pressed={mine}
              disabled={readOnly}
              data-testid={`reaction-${reaction.reaction}`}
              onClick={() => onToggle(reaction.reaction, reaction.emoji)}
            >
              <span aria-hidden>{reaction.emoji}</span> {reaction.count}
            </Button>
          </Tooltip>
        );
      })}
      {!readOnly && (
        <Popover content={picker} trigger="click" open={pickerOpen} onOpenChange={setPickerOpen}>
          <Button size="small" type="text" icon={<SmileOutlined />} aria-label="Add reaction" data-testid={`reaction-add-${activityId}`} />
        </Popover>
      )}
    </Flex>
  );
}
