// The toolbar's image button: opens the file picker (JPG, PNG, GIF, WebP) and hands the chosen files to the editor's
// insertImageFiles command (check, compress, upload, insert).
import type { Editor } from '@tiptap/core';
import { Button } from '@tessera/shared';
import { useRef } from 'react';
import { IMAGE_INPUT_ACCEPT } from '../model/image-rules';

export const INSERT_IMAGE_LABEL = 'Insert image';
export const IMAGE_FILE_INPUT_LABEL = 'Image file';

export interface ImageUploadButtonProps {
  editor: Editor | null;
  disabled?: boolean;
  /** The hidden file input's test id (documents keep theirs). */
  testId?: string;
}

export function ImageUploadButton({ editor, disabled, testId = 'document-image-input' }: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        size="small"
        type="text"
        disabled={disabled || !editor?.isEditable}
        aria-label={INSERT_IMAGE_LABEL}
        title={INSERT_IMAGE_LABEL}
        // Keep the editor's selection: the image goes where the caret was.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => input.current?.click()}
      >
        {/* The visible word is part of the accessible name. */}
        <span style={{ fontWeight: 600 }}>Image</span>
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        multiple
        hidden
        aria-label={IMAGE_FILE_INPUT_LABEL}
        data-testid={testId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again later.
          event.target.value = '';
          if (files.length > 0) editor?.commands.insertImageFiles(files, 'upload');
        }}
      />
    </>
  );
}
