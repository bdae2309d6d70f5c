// '#123 ' links task 123 (issue 22): typing a task's number after '#', then a space or punctuation, turns it into a
// link to the task (/work_packages/123), which the server records as a reference and the reader previews on hover.
import { Extension, InputRule } from '@tiptap/core';

/** Where a task reference points (the shell opens the task in its project). */
export const taskReferenceHref = (id: number | string) => `/work_packages/${id}`;

/** `#` and digits at a word start, ended by a space or punctuation. */
const TASK_REFERENCE_INPUT = /(?:^|[\s([{])(#([1-9]\d{0,9}))([\s.,;:!?)\]}])$/;

export const TaskReferences = Extension.create({
  name: 'taskReferences',
  addInputRules() {
    return [
      new InputRule({
        find: TASK_REFERENCE_INPUT,
        handler: ({ state, range, match }) => {
          const link = state.schema.marks.link;
          if (!link) return null;
          const [whole, reference, id, ending] = match;
          // Inside code a '#1' stays text.
          const $from = state.doc.resolve(range.from);
          if ($from.parent.type.spec.code || state.storedMarks?.some((mark) => mark.type.spec.code) || $from.marks().some((mark) => mark.type.spec.code)) return null;
          // The typed ending is already in the text (range ends after it): only the reference gets the link.
          const start = range.from + whole.length - reference.length - ending.length;
          const end = start + reference.length;
          state.tr.addMark(start, end, link.create({ href: taskReferenceHref(id) })).removeStoredMark(link);
        },
      }),
    ];
  },
});
