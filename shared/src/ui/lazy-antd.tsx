// antd components that few pages show at first paint load on first use, in their own chunks of the @tessera/shared
// singleton: the same webpack runtime loads them, so they share antd's configuration and style cache with everything
// else, while pages that never show them (the projects grid, a board without its panel open) do not download them
// (issue 18: every page at most 450 KB of JavaScript). Props and types are antd's own.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { DatePickerProps, DrawerProps, InputNumberProps, TableProps, UploadProps } from 'antd';
import type { Dayjs } from 'dayjs';
import type { RangePickerProps } from 'antd/es/date-picker';
import { Skeleton } from 'antd';

const LazyTable = lazy(() => import('antd/es/table'));
const LazyRangePicker = lazy(() => import('antd/es/date-picker').then((module) => ({ default: module.default.RangePicker })));
/** A single-date picker's props (antd's DatePicker is generic over `multiple`). */
export type SingleDatePickerProps = DatePickerProps<Dayjs, false>;
// lazy() drops the picker's generic signature: give it back the single-date one.
const LazyDatePicker = lazy(() => import('antd/es/date-picker')) as unknown as ComponentType<SingleDatePickerProps>;
const LazyUpload = lazy(() => import('antd/es/upload'));
const LazyDrawer = lazy(() => import('antd/es/drawer'));
const LazyInputNumber = lazy(() => import('antd/es/input-number'));

/** antd's Table, loaded on first render. */
export function Table<RecordType extends object>(props: TableProps<RecordType>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <LazyTable {...(props as unknown as TableProps<unknown>)} />
    </Suspense>
  );
}

/** antd's DatePicker.RangePicker, loaded on first render. */
export function RangePicker(props: RangePickerProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block size="small" />}>
      <LazyRangePicker {...props} />
    </Suspense>
  );
}

/** antd's DatePicker (single date), loaded on first render. */
export function DatePicker(props: SingleDatePickerProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block size="small" />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

/** antd's InputNumber, loaded on first render (forms and dialogs, rarely a page's first paint). */
export function InputNumber<T extends number | string = number>(props: InputNumberProps<T>) {
  return (
    <Suspense fallback={<Skeleton.Input active size="small" />}>
      <LazyInputNumber {...(props as unknown as InputNumberProps)} />
    </Suspense>
  );
}

/** antd's Upload, loaded on first render; until then its children show (the button that will open the picker). */
export function Upload(props: UploadProps) {
  return (
    <Suspense fallback={<span>{props.children}</span>}>
      <LazyUpload {...props} />
    </Suspense>
  );
}

/** `open`, but false on the first render: the drawer whose code just loaded mounts closed once, then opens. */
function useOpenAfterMount(open: boolean | undefined): boolean {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render (open) after the first commit is the point
  useEffect(() => setMounted(true), []);
  return mounted && Boolean(open);
}

function LoadedDrawer(props: DrawerProps) {
  return <LazyDrawer {...props} open={useOpenAfterMount(props.open)} />;
}

/** antd's Drawer, loaded when it first opens (a closed drawer that never opened renders nothing, as antd's does). */
export function Drawer(props: DrawerProps) {
  const [opened, setOpened] = useState(Boolean(props.open));
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.forceRender) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDrawer {...props} />
    </Suspense>
  );
}
