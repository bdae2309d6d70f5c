// An image in the editor: the picture at its width and alignment, its caption below, and (while it is selected in
// an editable document) buttons for alignment and width. Keyboard: the buttons and the caption are ordinary controls.
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { Button, Flex, Input } from '@tessera/shared';
import { DEFAULT_IMAGE_ALIGNMENT, IMAGE_ALIGNMENTS, IMAGE_CAPTION_MAX_LENGTH, type ImageAlignment } from '@tessera/shared/editor';
import type { CSSProperties } from 'react';

/** Preset widths in CSS pixels; null is the image's own width (at most the page's). */
export const IMAGE_WIDTH_PRESETS: { label: string; width: number | null }[] = [
  { label: 'Small', width: 300 },
  { label: 'Medium', width: 600 },
  { label: 'Large', width: 900 },
  { label: 'Original', width: null },
];
export const ALIGNMENT_LABELS: Record<ImageAlignment, string> = { left: 'Align left', center: 'Align center', right: 'Align right' };
export const CAPTION_LABEL = 'Image caption';
export const CAPTION_PLACEHOLDER = 'Add a caption';

const FIGURE_MARGINS: Record<ImageAlignment, CSSProperties> = {
  left: { marginLeft: 0, marginRight: 'auto' },
  center: { marginLeft: 'auto', marginRight: 'auto' },
  right: { marginLeft: 'auto', marginRight: 0 },
};

export function ImageNodeView({ node, updateAttributes, selected, editor }: ReactNodeViewProps) {
  const attrs = node.attrs as { src: string; alt: string | null; title: string | null; width: number | null; alignment: ImageAlignment | null; caption: string | null };
  const alignment = attrs.alignment ?? DEFAULT_IMAGE_ALIGNMENT;
  const editable = editor.isEditable;
  const label = attrs.alt || 'Image';
  return (
    <NodeViewWrapper
      as="figure"
      className="document-image"
      data-align={alignment}
      style={{ ...FIGURE_MARGINS[alignment], width: attrs.width ? `${attrs.width}px` : 'fit-content', maxWidth: '100%', outline: selected ? '2px solid #1677ff' : undefined }}
    >
      <img src={attrs.src} alt={attrs.alt ?? ''} title={attrs.title ?? undefined} data-drag-handle style={{ display: 'block', width: attrs.width ? '100%' : undefined, maxWidth: '100%', height: 'auto' }} />
      {editable && selected && (
        <Flex role="toolbar" aria-label={`${label} options`} gap={4} wrap contentEditable={false} style={{ marginTop: 4 }}>
          {IMAGE_ALIGNMENTS.map((value) => (
            <Button key={value} size="small" aria-pressed={alignment === value} type={alignment === value ? 'primary' : 'default'} onClick={() => updateAttributes({ alignment: value })}>
              {ALIGNMENT_LABELS[value]}
            </Button>
          ))}
          {IMAGE_WIDTH_PRESETS.map((preset) => (
            <Button
              key={preset.label}
              size="small"
              aria-pressed={attrs.width === preset.width}
              type={attrs.width === preset.width ? 'primary' : 'default'}
              // The height follows the width (the image keeps its aspect ratio).
              onClick={() => updateAttributes({ width: preset.width, height: null })}
            >
              {preset.label}
            </Button>
          ))}
        </Flex>
      )}
      {editable ? (
        <Input
          size="small"
          variant="borderless"
          aria-label={CAPTION_LABEL}
          placeholder={CAPTION_PLACEHOLDER}
          maxLength={IMAGE_CAPTION_MAX_LENGTH}
          value={attrs.caption ?? ''}
          onChange={(event) => updateAttributes({ caption: event.target.value === '' ? null : event.target.value })}
          style={{ textAlign: 'center', marginTop: 4 }}
        />
      ) : (
        attrs.caption && <figcaption style={{ textAlign: 'center' }}>{attrs.caption}</figcaption>
      )}
    </NodeViewWrapper>
  );
}
