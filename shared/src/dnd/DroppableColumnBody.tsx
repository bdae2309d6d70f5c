// The body of a board column that takes drops, as the tasks board and the sprint board both draw it: the droppable
// list, a notice above the cards (the empty text, a refused drop), the cards, the library's placeholder, and the
// 'Show N more' button that is also the sentinel of progressive rendering (useProgressiveCount).
import { Droppable } from '@hello-pangea/dnd';
import type { CSSProperties, ReactNode } from 'react';
import { showMoreLabel } from './use-progressive-count';

export interface DroppableColumnBodyProps {
  droppableId: string;
  isDropDisabled?: boolean;
  /** Test ids: `<prefix>-cards` on the list, `<prefix>-more` on the 'Show more' button. */
  testIdPrefix: string;
  /** The list's style, while a card is over it or not. */
  listStyle: (isDraggingOver: boolean) => CSSProperties;
  moreStyle: CSSProperties;
  /** What shows above the cards (an empty column's text, a refused drop), while a card is over it or not. */
  notice: (isDraggingOver: boolean) => ReactNode;
  /** Cards not rendered yet: the 'Show more' button shows while there are any. */
  notRendered: number;
  onShowMore: () => void;
  sentinelRef: (element: HTMLElement | null) => void;
  /** The rendered cards. */
  children: ReactNode;
}

export function DroppableColumnBody(props: DroppableColumnBodyProps) {
  const { droppableId, isDropDisabled, testIdPrefix, listStyle, moreStyle, notice, notRendered, onShowMore, sentinelRef, children } = props;
  return (
    <Droppable droppableId={droppableId} isDropDisabled={isDropDisabled}>
      {(provided, snapshot) => (
        <div ref={provided.innerRef} {...provided.droppableProps} style={listStyle(snapshot.isDraggingOver)} data-testid={`${testIdPrefix}-cards`}>
          {notice(snapshot.isDraggingOver)}
          {children}
          {provided.placeholder}
          {notRendered > 0 ? (
            <button type="button" ref={sentinelRef} style={moreStyle} onClick={onShowMore} data-testid={`${testIdPrefix}-more`}>
              {showMoreLabel(notRendered)}
            </button>
          ) : null}
        </div>
      )}
    </Droppable>
  );
}
