// The progress of a template copy, shown until the job ends.
export { CopyProgressDialog } from './ui/CopyProgressDialog';
