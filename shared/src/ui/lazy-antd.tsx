// The heaviest antd components load on first use, in their own chunk of the @tessera/shared singleton: the
// same webpack runtime loads them, so they share antd's configuration and style cache with everything else,
// while pages that never show a table or a date picker (the projects grid, a collapsed filter panel) do not
// download them. Props and types are antd's own.
import { lazy, Suspense, type ComponentType } from 'react';
import type { DatePickerProps, TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import type { RangePickerProps } from 'antd/es/date-picker';
import { Skeleton } from 'antd';

const LazyTable = lazy(() => import('antd/es/table'));
const LazyRangePicker = lazy(() => import('antd/es/date-picker').then((module) => ({ default: module.default.RangePicker })));
/** A single-date picker's props (antd's DatePicker is generic over `multiple`). */
export type SingleDatePickerProps = DatePickerProps<Dayjs, false>;
// lazy() drops the picker's generic signature: give it back the single-date one.
const LazyDatePicker = lazy(() => import('antd/es/date-picker')) as unknown as ComponentType<SingleDatePickerProps>;

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
