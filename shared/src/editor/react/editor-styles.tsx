// The editor's own styles (placeholder, tables, task lists, code, the floating toolbar), put into the document's head
// once by React.
export const EDITOR_STYLES_HREF = 'tessera-document-editor';

const CSS = `
.document-editor-content { min-height: 320px; outline: none; padding: 8px 0; overflow-wrap: anywhere; }
.document-editor-content:focus-visible { outline: 2px solid #1677ff; outline-offset: 4px; border-radius: 2px; }
.document-editor-content p.is-editor-empty:first-child::before {
  content: attr(data-placeholder); color: rgba(0, 0, 0, 0.55); float: left; height: 0; pointer-events: none;
}
.document-editor-content pre { background: #f5f5f5; border-radius: 6px; padding: 12px; overflow-x: auto; }
.document-editor-content code { background: rgba(0, 0, 0, 0.06); border-radius: 4px; padding: 0 4px; }
.document-editor-content pre code { background: none; padding: 0; }
.document-editor-content blockquote { border-left: 3px solid rgba(0, 0, 0, 0.2); margin-left: 0; padding-left: 12px; }
.document-editor-content .tableWrapper { overflow-x: auto; margin: 12px 0; }
.document-editor-content table { border-collapse: collapse; table-layout: fixed; width: 100%; }
.document-editor-content th, .document-editor-content td {
  border: 1px solid rgba(0, 0, 0, 0.25); padding: 4px 8px; vertical-align: top; position: relative; min-width: 40px;
}
.document-editor-content th { background: #fafafa; font-weight: 600; text-align: left; }
.document-editor-content .selectedCell::after {
  content: ''; position: absolute; inset: 0; background: rgba(22, 119, 255, 0.12); pointer-events: none;
}
.document-editor-content ul[data-type="taskList"] { list-style: none; padding-left: 4px; }
.document-editor-content ul[data-type="taskList"] li { display: flex; gap: 8px; align-items: flex-start; }
.document-editor-content ul[data-type="taskList"] li > label { flex: 0 0 auto; user-select: none; margin-top: -1px; }
/* A task's checkbox is a touch target: 24px (WCAG 2.2 target size). */
.document-editor-content ul[data-type="taskList"] li > label > input[type="checkbox"] { width: 24px; height: 24px; margin: 0; cursor: pointer; }
.document-editor-content ul[data-type="taskList"] li > div { flex: 1 1 auto; }
.document-editor-content a { color: #0958d9; text-decoration: underline; }
.document-editor-content img { max-width: 100%; height: auto; }
.document-format-bubble {
  background: #fff; border: 1px solid rgba(0, 0, 0, 0.15); border-radius: 8px; padding: 4px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
}
`;

export function EditorStyles() {
  return (
    <style href={EDITOR_STYLES_HREF} precedence="default">
      {CSS}
    </style>
  );
}
