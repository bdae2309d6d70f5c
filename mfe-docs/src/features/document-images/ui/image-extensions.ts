// The editor's image pieces as Tiptap extensions: the image node (the shared schema's, with its node view here) and
// the input side (paste, drop and the insertImageFiles command the toolbar button uses), bound to one document.
import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { DocumentImage } from '@tessera/shared/editor';
import { uploadDocumentImage } from '../api/document-attachments';
import { compressImage } from '../model/canvas-compression';
import { processImageFile, type ImageNoticeListener } from '../model/image-pipeline';
import type { ImageSource } from '../model/image-rules';
import { ImageNodeView } from './ImageNodeView';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    documentImageInput: {
      /** Checks, compresses and uploads the files, then inserts each image (at `position`, or the selection). */
      insertImageFiles: (files: File[], source?: ImageSource, position?: number) => ReturnType;
    };
  }
}

export interface ImageExtensionOptions {
  documentId: number;
  /** Progress, success and failure messages (spec 002 section 8). */
  onMessage: ImageNoticeListener;
}

/** The files of a paste or drop ('file' items only: pasted text or HTML is left to the editor). */
function filesOf(data: DataTransfer | null): File[] {
  if (!data) return [];
  return Array.from(data.files ?? []);
}

/** Runs the pipeline for each file in turn and inserts what it uploaded, one after the other. */
async function insertFiles(editor: Editor, options: ImageExtensionOptions, files: File[], source: ImageSource, position?: number): Promise<void> {
  let at = position;
  for (const file of files) {
    const image = await processImageFile(file, source, {
      compress: compressImage,
      upload: (blob, fileName) => uploadDocumentImage(options.documentId, blob, fileName),
      notify: options.onMessage,
    });
    if (!image || editor.isDestroyed) continue;
    const content = { type: 'image', attrs: { src: image.src, alt: image.alt } };
    if (at === undefined) {
      editor.chain().focus().insertContent(content).run();
    } else {
      editor.chain().focus().insertContentAt(Math.min(at, editor.state.doc.content.size), content).run();
      at = editor.state.selection.to;
    }
  }
}

/** The image node of the shared schema with the editor's node view (width, alignment, caption). */
export const DocumentImageWithView = DocumentImage.extend({
  addNodeView() {
    return ReactNodeViewRenderer(ImageNodeView);
  },
});

/**
 * The image extensions for a document's editor: `image` (replacing the shared schema's plain one; same name and
 * attributes) and `documentImageInput` (paste, drop, insertImageFiles).
 */
export function imageExtensions(options: ImageExtensionOptions) {
  const input = Extension.create({
    name: 'documentImageInput',
    addCommands() {
      return {
        insertImageFiles:
          (files, source = 'upload', position) =>
          ({ editor }) => {
            void insertFiles(editor, options, files, source, position);
            return files.length > 0;
          },
      };
    },
    addProseMirrorPlugins() {
      const { editor } = this;
      return [
        new Plugin({
          key: new PluginKey('documentImageInput'),
          props: {
            handlePaste: (_view, event) => {
              const files = filesOf(event.clipboardData);
              if (files.length === 0 || !editor.isEditable) return false;
              event.preventDefault();
              void insertFiles(editor, options, files, 'paste');
              return true;
            },
            handleDrop: (view, event, _slice, moved) => {
              const files = filesOf(event.dataTransfer);
              if (moved || files.length === 0 || !editor.isEditable) return false;
              event.preventDefault();
              const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
              void insertFiles(editor, options, files, 'upload', position);
              return true;
            },
          },
        }),
      ];
    },
  });
  return [DocumentImageWithView, input];
}
