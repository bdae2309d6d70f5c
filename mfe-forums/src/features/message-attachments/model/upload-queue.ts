// The files being uploaded to one message: each is uploading or failed (with the reason, to retry or dismiss); a
// finished upload leaves the queue and shows in the message's list.
export interface QueuedUpload {
  key: string;
  file: File;
  status: 'uploading' | 'failed';
  error?: string;
}

export type UploadQueueAction =
  | { type: 'started'; uploads: Array<{ key: string; file: File }> }
  | { type: 'retried'; key: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'finished'; key: string };

export function uploadQueue(state: QueuedUpload[], action: UploadQueueAction): QueuedUpload[] {
  switch (action.type) {
    case 'started':
      return [...state, ...action.uploads.map(({ key, file }) => ({ key, file, status: 'uploading' as const }))];
    case 'retried':
      return state.map((upload) => (upload.key === action.key ? { key: upload.key, file: upload.file, status: 'uploading' as const } : upload));
    case 'failed':
      return state.map((upload) => (upload.key === action.key ? { ...upload, status: 'failed' as const, error: action.error } : upload));
    case 'finished':
      return state.filter((upload) => upload.key !== action.key);
  }
}
