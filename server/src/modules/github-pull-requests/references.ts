/**
 * The work packages a pull request names (issue 17): `#123`, `<PROJECT IDENTIFIER>-123` (any case) and the task's
 * URL (`.../work_packages/123`, on PUBLIC_URL when it is set). Only work packages of projects connected to the
 * pull request's repository are linked (the caller checks that); `owner/repo#12` refers to GitHub, not to us.
 */
export interface References {
  ids: Set<number>;
  /** [identifier in lower case, id]. */
  identified: [string, number][];
}

const HASH = /(?<![\w/#-])#(\d{1,9})\b/g;
const IDENTIFIED = /(?<![\w/-])([a-z][a-z0-9_-]{0,99})-(\d{1,9})(?![\w])/gi;
const URL_PATTERN = /https?:\/\/[^\s<>()"']+/gi;
const WORK_PACKAGE_PATH = /\/work_packages\/(\d{1,9})(?:\/|$|[?#])/;

export function referencesIn(texts: (string | null | undefined)[], publicOrigin: string | null): References {
  const ids = new Set<number>();
  const identified: [string, number][] = [];
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(URL_PATTERN)) {
      let url: URL;
      try {
        url = new URL(match[0]);
      } catch {
        continue;
      }
      if (publicOrigin !== null && url.origin !== publicOrigin) continue;
      const path = WORK_PACKAGE_PATH.exec(url.pathname + (url.search || '') + (url.hash || '') + '/');
      if (path) ids.add(Number(path[1]));
    }
    // URLs are not read for the other forms (a GitHub URL's #L12 anchor is no task).
    const rest = text.replace(URL_PATTERN, ' ');
    for (const match of rest.matchAll(HASH)) ids.add(Number(match[1]));
    for (const match of rest.matchAll(IDENTIFIED)) identified.push([match[1].toLowerCase(), Number(match[2])]);
  }
  return { ids, identified };
}
