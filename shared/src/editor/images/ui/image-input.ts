// The editor's image input as a Tiptap extension, for documents and tasks alike: paste, drop and the
// insertImageFiles command the toolbar button uses. Each file is checked, compressed (model/canvas-compression) and
// handed to `upload`, which stores it where the text lives (a document's or a task's attachments).
import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { compressImage } from '../model/canvas-compression';
import { processImageFile, type ImageNoticeListener, type ImagePipelineSteps } from '../model/image-pipeline';
import type { ImageSource } from '../model/image-rules';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    imageInput: {
      /** Checks, compresses and uploads the files, then inserts each image (at `position`, or the selection). */
      insertImageFiles: (files: File[], source?: ImageSource, position?: number) => ReturnType;
    };
  }
}

export interface ImageInputOptions {
  /** Stores the compressed image; answers the URL its content is served at (the image's src). */
  upload: ImagePipelineSteps['upload'];
  /** Progress, success and failure messages (spec 002 section 8). */
  onMessage: ImageNoticeListener;
  /** The compression step (the canvas one unless a test has no canvas). */
  compress?: ImagePipelineSteps['compress'];
}

/** The files of a paste or drop ('file' items only: pasted text or HTML is left to the editor). */
function filesOf(data: DataTransfer | null): File[] {
  if (!data) return [];
  return Array.from(data.files ?? []);
}

/** Runs the pipeline for each file in turn and inserts what it uploaded, one after the other. */
async function insertFiles(editor: Editor, options: ImageInputOptions, files: File[], source: ImageSource, position?: number): Promise<void> {
  let at = position;
  for (const file of files) {
    const image = await processImageFile(file, source, { compress: options.compress ?? compressImage, upload: options.upload, notify: options.onMessage });
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

/** Paste, drop and insertImageFiles, bound to where the images are stored. */
export function imageInputExtension(options: ImageInputOptions) {
  return Extension.create({
    name: 'imageInput',
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
          key: new PluginKey('imageInput'),
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
}
