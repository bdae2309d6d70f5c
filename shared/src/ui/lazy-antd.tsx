// antd components that few pages show at first paint load on first use, in their own chunks of the @tessera/shared
// singleton: the same webpack runtime loads them, so they share antd's configuration and style cache with everything
// else, while pages that never show them (the projects grid, a board without its panel open) do not download them
// (issue 18: every page at most 450 KB of JavaScript). Props and types are antd's own.
import { useEffect, useState, type ComponentType } from 'react';
import type { DatePickerProps, DrawerProps, InputNumberProps, TableProps, UploadProps } from 'antd';
import type { Dayjs } from 'dayjs';
import type { RangePickerProps } from 'antd/es/date-picker';
import { Skeleton } from 'antd';
import { LoadedComponent } from './RetryableLazy';

/** A single-date picker's props (antd's DatePicker is generic over `multiple`). */
export type SingleDatePickerProps = DatePickerProps<Dayjs, false>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's generic components (Table, InputNumber) take any props here
type AnyComponent = ComponentType<any>;
const loadTable = (): Promise<{ default: AnyComponent }> => import('antd/es/table');
const loadRangePicker = () => import('antd/es/date-picker').then((module) => ({ default: module.default.RangePicker }));
const loadDatePicker = (): Promise<{ default: AnyComponent }> => import('antd/es/date-picker');
const loadUpload = () => import('antd/es/upload');
const loadInputNumber = (): Promise<{ default: AnyComponent }> => import('antd/es/input-number');

/** antd's Table, loaded on first render. */
export function Table<RecordType extends object>(props: TableProps<RecordType>) {
  return <LoadedComponent load={loadTable} props={props} placeholder={<Skeleton active paragraph={{ rows: 6 }} />} />;
}

/** antd's DatePicker.RangePicker, loaded on first render. */
export function RangePicker(props: RangePickerProps) {
  return <LoadedComponent load={loadRangePicker} props={props} placeholder={<Skeleton.Input active block size="small" />} />;
}

/** antd's DatePicker (single date), loaded on first render. */
export function DatePicker(props: SingleDatePickerProps) {
  return <LoadedComponent load={loadDatePicker} props={props} placeholder={<Skeleton.Input active block size="small" />} />;
}

/** antd's InputNumber, loaded on first render (forms and dialogs, rarely a page's first paint). */
export function InputNumber<T extends number | string = number>(props: InputNumberProps<T>) {
  return <LoadedComponent load={loadInputNumber} props={props} placeholder={<Skeleton.Input active size="small" />} />;
}

/** antd's Upload, loaded on first render; until then its children show (the button that will open the picker). */
export function Upload(props: UploadProps) {
  return <LoadedComponent load={loadUpload} props={props} placeholder={<span>{props.children}</span>} />;
}

/** `open`, but false on the first render: the drawer whose code just loaded mounts closed once, then opens. */
function useOpenAfterMount(open: boolean | undefined): boolean {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render (open) after the first commit is the point
  useEffect(() => setMounted(true), []);
  return mounted && Boolean(open);
}

// The drawer as it loads: mounted closed, then opened (antd animates the opening).
const loadDrawer = () =>
  import('antd/es/drawer').then(({ default: AntdDrawer }) => ({
    default: function LoadedDrawer(props: DrawerProps) {
      return <AntdDrawer {...props} open={useOpenAfterMount(props.open)} />;
    },
  }));

/** antd's Drawer, loaded when it first opens (a closed drawer that never opened renders nothing, as antd's does). */
export function Drawer(props: DrawerProps) {
  const [opened, setOpened] = useState(Boolean(props.open));
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.forceRender) return null;
  return <LoadedComponent load={loadDrawer} props={props} placeholder={null} />;
}
