import { workPackageAttachmentsCopier } from '../attachments/copier.ts';
import { typesCopier } from '../types/copier.ts';
import { versionsCopier } from '../versions/copier.ts';
import { workPackagesCopier } from '../work-packages/copier.ts';
import { membersCopier } from './copiers/members.ts';
import { type Copier } from '../../copying/index.ts';

/**
 * Every area's copier. An area that can be copied adds its Copier here (ordered by `order`: types 0, members 10;
 * leave room, e.g. versions 20, categories 25, work packages 30, their attachments and shares 35, wiki 40, forums 50,
 * queries 60, documents 70, overview 80), and its option stops being reported as not copied.
 */
export const COPIERS: readonly Copier[] = [typesCopier, membersCopier, versionsCopier, workPackagesCopier, workPackageAttachmentsCopier];
