// Which creation dialog is open: the header buttons, the empty state and template actions open them; one host
// (ProjectCreationHost) renders them, so the copy-progress dialog outlives the template dialog that started it.
import { create } from 'zustand';

export type CreateDialogTab = 'new' | 'template';

export interface CopyJobRef {
  jobId: string;
  /** The name asked for, for the success toast until the job names the project itself. */
  projectName: string;
  /** When the copy was started (ms since the epoch), for the elapsed time. */
  startedAt: number;
}

interface CreationDialogsState {
  createOpen: boolean;
  createTab: CreateDialogTab;
  templateOpen: boolean;
  /** The template to preselect in the stand-alone template dialog. */
  templateId: number | null;
  copyJob: CopyJobRef | null;
  openCreate: (tab?: CreateDialogTab) => void;
  setCreateTab: (tab: CreateDialogTab) => void;
  closeCreate: () => void;
  openTemplate: (templateId?: number | null) => void;
  closeTemplate: () => void;
  startCopyJob: (job: CopyJobRef) => void;
  closeCopyJob: () => void;
  reset: () => void;
}

const INITIAL = { createOpen: false, createTab: 'new' as CreateDialogTab, templateOpen: false, templateId: null, copyJob: null };

export const useCreationDialogsStore = create<CreationDialogsState>()((set) => ({
  ...INITIAL,
  openCreate: (tab = 'new') => set({ createOpen: true, createTab: tab }),
  setCreateTab: (tab) => set({ createTab: tab }),
  closeCreate: () => set({ createOpen: false }),
  openTemplate: (templateId = null) => set({ templateOpen: true, templateId }),
  closeTemplate: () => set({ templateOpen: false, templateId: null }),
  startCopyJob: (job) => set({ copyJob: job }),
  closeCopyJob: () => set({ copyJob: null }),
  reset: () => set(INITIAL),
}));
