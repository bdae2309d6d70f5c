// A project's name as a real link to its page: reached with Tab, opened with Enter, read out as the name alone,
// and opened in a new tab from its context menu. A plain click opens it through `onOpen` (which also remembers the
// search) and does not reach the card or row around it, which open the project on a click too.
import type { MouseEvent, ReactNode } from 'react';
import { Link, paths, type Project } from '@tessera/shared';

const NAME_LINK_CLASS = 'tessera-project-name-link';
// A block: the name inside is a clamped box, around which an inline link would draw no outline.
const NAME_LINK_STYLE = { color: 'inherit', display: 'block' } as const;
// antd's Typography takes the outline off links inside it; keyboard users need to see where they are.
const FOCUS_RING_CSS = `.${NAME_LINK_CLASS}:focus-visible{outline:2px solid var(--ant-color-primary,#3559e0);outline-offset:2px;border-radius:2px}`;

export function ProjectNameLink({ project, onOpen, children }: { project: Project; onOpen: (project: Project) => void; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.stopPropagation();
    // Modified clicks (new tab, new window) are the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(project);
  };
  return (
    <>
      {/* React puts this in the head once, however many links render it. */}
      <style href={NAME_LINK_CLASS} precedence="default">
        {FOCUS_RING_CSS}
      </style>
      <Link to={paths.project(project.id)} onClick={onClick} className={NAME_LINK_CLASS} style={NAME_LINK_STYLE}>
        {children}
      </Link>
    </>
  );
}
