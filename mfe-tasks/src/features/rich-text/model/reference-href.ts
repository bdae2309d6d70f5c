// What an href of this app refers to: a task (/work_packages/12, a project page's ?task=12) or a document
// (/docs/7). Links to other sites refer to nothing here.

export interface ReferenceTarget {
  kind: 'task' | 'document';
  id: number;
}

const ID = /^[1-9]\d{0,9}$/;

export function referenceOfHref(href: string | null | undefined, origin: string = window.location.origin): ReferenceTarget | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const task = /^\/work_packages\/(\d+)$/.exec(url.pathname)?.[1] ?? (/^\/projects\/\d+$/.test(url.pathname) ? url.searchParams.get('task') : null);
  if (task && ID.test(task)) return { kind: 'task', id: Number(task) };
  const document = /^\/docs\/(\d+)$/.exec(url.pathname)?.[1];
  return document && ID.test(document) ? { kind: 'document', id: Number(document) } : null;
}
