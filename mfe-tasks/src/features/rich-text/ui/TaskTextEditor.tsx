// A task's text in the shared editor (loaded on demand by LazyRichTextEditor): with the task's id, images pasted,
// dropped or picked are compressed and stored as the task's attachments (as documents store theirs), and links to
// tasks and documents preview on hover.
import {
  ImageUploadButton, imageInputExtension, RichTextEditor, uploadImageAttachment, useImageMessages, type RichTextEditorProps,
} from '@tessera/shared/editor/react';
import { useState } from 'react';
import { ReferencePreview } from './ReferencePreview';

export interface TaskTextEditorProps extends RichTextEditorProps {
  /** The task whose attachments hold the text's images; without it the editor takes no images. */
  workPackageId?: number;
}

export default function TaskTextEditor({ workPackageId, extraExtensions = [], toolbarExtras, ...props }: TaskTextEditorProps) {
  const onMessage = useImageMessages();
  // Built once: the editor reads its extensions when it starts.
  const [extensions] = useState(() =>
    workPackageId === undefined
      ? extraExtensions
      : [
          ...extraExtensions,
          imageInputExtension({
            onMessage,
            upload: (blob, fileName) => uploadImageAttachment(`/work_packages/${workPackageId}`, blob, fileName),
          }),
        ],
  );
  return (
    <ReferencePreview>
      <RichTextEditor
        {...props}
        extraExtensions={extensions}
        toolbarExtras={(editor) => (
          <>
            {toolbarExtras?.(editor)}
            {workPackageId !== undefined ? <ImageUploadButton editor={editor} testId={`${props.testId}-image-input`} /> : null}
          </>
        )}
      />
    </ReferencePreview>
  );
}
