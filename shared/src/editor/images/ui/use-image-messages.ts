import { App } from '@tessera/shared';
import { useCallback } from 'react';
import type { ImageNoticeListener } from '../model/image-pipeline';

/** One message line for an image's progress: 'Compressing image (...)...' until it is replaced by the outcome. */
const MESSAGE_KEY = 'editor-image';

/** The onMessage for imageInputExtension, shown with antd's message (App.useApp()). */
export function useImageMessages(): ImageNoticeListener {
  const { message } = App.useApp();
  return useCallback<ImageNoticeListener>(
    (notice) => {
      if (notice.kind === 'loading') void message.open({ key: MESSAGE_KEY, type: 'loading', content: notice.text, duration: 0 });
      else void message.open({ key: MESSAGE_KEY, type: notice.kind, content: notice.text });
    },
    [message],
  );
}
