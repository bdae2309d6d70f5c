// The one rich-text editor's React parts (@tessera/shared/editor/react), used by documents (mfe-docs) and tasks
// (mfe-tasks): the toolbars, the link dialog, the editor styles and the Markdown writer. Tiptap is imported only
// from here and from ../schema.ts, so a remote that lazy-loads this sub-path keeps Tiptap out of its first load.
export { BlockToolbar, FormatBubble, ReaderSelectionBubble, focusToolbar, TOOLBAR_SHORTCUT, TABLE_SIZE, type ToolbarProps } from './EditorToolbars';
export { ToolbarButton, type ToolbarButtonProps } from './ToolbarButton';
export { LinkDialog, LINK_DIALOG_TITLE, type LinkDialogProps } from './LinkDialog';
export { EditorStyles, EDITOR_STYLES_HREF } from './editor-styles';
export { HEADING_LEVELS, toolbarStateOf, type HeadingLevel, type ToolbarState } from './toolbar-state';
export { isSafeLinkHref, normaliseLinkHref, LINK_MESSAGES, LINK_SCHEMES } from './links';
export { documentToMarkdown, type DocumentNode } from './markdown';
export { formattableMarkdown } from './markdown';
export { composeExtensions } from './compose';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
// The '@' picker of project members (ranking of spec 002 section 9), for documents and tasks alike.
export { mentionExtension, type MentionExtensionOptions } from './mentions/ui/mention-extension';
export { MentionList, NO_USERS_FOUND, TRY_DIFFERENT_SEARCH } from './mentions/ui/MentionList';
// Images (documents and tasks): checks, compression, upload as an attachment, paste/drop/insert, the toolbar button.
export * from '../images';
// Links to tasks: '#123 ' becomes a link to task 123.
export { TaskReferences, taskReferenceHref } from './references/task-references';
