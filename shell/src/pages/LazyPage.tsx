// A shell page whose code loads when it is first visited (the admin and account pages): the pages every user opens
// (projects, a project) do not carry them. If the code cannot load (a deploy replaced it, the network dropped), the
// page says so with a Retry.
import { Button, LazyLoaded, Result, ResultHeading, Skeleton } from '@tessera/shared';
import type { ComponentType } from 'react';

export const PAGE_LOAD_FAILED_TITLE = 'This page could not be loaded';
export const PAGE_LOAD_FAILED_MESSAGE = 'Check your connection and try again.';

const pageLoadFailed = (retry: () => void) => (
  <Result
    status="warning"
    title={<ResultHeading level={1}>{PAGE_LOAD_FAILED_TITLE}</ResultHeading>}
    subTitle={PAGE_LOAD_FAILED_MESSAGE}
    extra={<Button onClick={retry}>Retry</Button>}
  />
);

/** The page `load` answers (keep `load` a module-level function, so its code loads once). */
export function LazyPage({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  return <LazyLoaded load={load} props={{}} placeholder={<Skeleton active paragraph={{ rows: 6 }} />} failed={pageLoadFailed} />;
}
