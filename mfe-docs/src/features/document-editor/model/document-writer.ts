// Every PATCH of one document goes through one writer: one request at a time, each with the lockVersion the previous
// answer gave, so a title rename and a content save never race each other into a 409.
import type { DocumentHal } from '@tessera/shared';
import type { DocumentChanges } from '../api/document';

export type SendPatch = (changes: DocumentChanges, lockVersion: number) => Promise<DocumentHal>;

export class DocumentWriter {
  private queue: Promise<unknown> = Promise.resolve();
  private listeners = new Set<(document: DocumentHal) => void>();

  constructor(
    private readonly send: SendPatch,
    private currentLockVersion: number,
  ) {}

  get lockVersion(): number {
    return this.currentLockVersion;
  }

  /** After a reload (or a save made elsewhere, e.g. by co-editing) the writer continues from that version. */
  resetLockVersion(lockVersion: number): void {
    this.currentLockVersion = lockVersion;
  }

  /** Called with every successful answer (to refresh the page's copy of the document). */
  onWritten(listener: (document: DocumentHal) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a PATCH; it is sent once the writes before it have settled, with the lockVersion they left. */
  write(changes: DocumentChanges): Promise<DocumentHal> {
    return this.perform((lockVersion) => this.send(changes, lockVersion));
  }

  /** Queues any write that answers with the document (a version's restore), in the same order as the PATCHes. */
  perform(request: (lockVersion: number) => Promise<DocumentHal>): Promise<DocumentHal> {
    const result = this.queue.then(async () => {
      const document = await request(this.currentLockVersion);
      this.currentLockVersion = document.lockVersion;
      for (const listener of this.listeners) listener(document);
      return document;
    });
    this.queue = result.catch(() => undefined);
    return result;
  }
}
