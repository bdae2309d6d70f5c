// The co-editing state beside the document: the connection badge ('Connected', 'Offline — your changes are kept and
// will merge', 'Read only', ...) and the people present, each in their caret's colour and named for screen readers.
import { Avatar, Badge, Flex, initialsOf, Tooltip } from '@tessera/shared';
import type { CoEditingSession } from '../api/session';
import { useCoEditingState } from '../api/use-co-editing';
import { CO_EDITING_MESSAGES, STATUS_BADGE, statusText } from '../model/connection-status';
import type { CoEditor } from '../model/participants';

/** The carets' look (their colour comes with each caret). */
const CARET_STYLES = `
.collaboration-caret { position: relative; margin-left: -1px; margin-right: -1px; border-left: 2px solid; border-right: 0; word-break: normal; pointer-events: none; }
.collaboration-caret__label { position: absolute; top: -1.4em; left: -2px; padding: 0 4px; border-radius: 3px 3px 3px 0; color: #fff; font-size: 12px; font-weight: 600; line-height: 1.4; white-space: nowrap; user-select: none; }
`;

export function CoEditingPresence({ session }: { session: CoEditingSession }) {
  const { status, facts, participants } = useCoEditingState(session);
  return (
    <Flex vertical gap={8} data-testid="co-editing" data-status={status} style={{ minWidth: 180 }}>
      <style>{CARET_STYLES}</style>
      <div role="status" data-testid="co-editing-status">
        <Badge status={STATUS_BADGE[status]} text={statusText(status, facts)} />
      </div>
      <ul aria-label={CO_EDITING_MESSAGES.peopleLabel} data-testid="co-editing-people" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
        {participants.map((person) => (
          <Participant key={person.id} person={person} isYou={person.id === session.user.id} />
        ))}
      </ul>
    </Flex>
  );
}

function Participant({ person, isYou }: { person: CoEditor; isYou: boolean }) {
  const name = isYou ? CO_EDITING_MESSAGES.you(person.name) : person.name;
  return (
    <li data-testid="co-editing-person" data-user-id={person.id}>
      <Tooltip title={name}>
        {/* Initials read as letters: the avatar is an image named by the person's name. */}
        <Avatar size="small" style={{ backgroundColor: person.color, color: '#fff' }} {...{ role: 'img', 'aria-label': name }}>
          {initialsOf(person.name)}
        </Avatar>
      </Tooltip>
    </li>
  );
}
