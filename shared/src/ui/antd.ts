// The antd components the suite uses, re-exported from the @tessera/shared singleton.
// antd itself is not a federation shared module: shared modules cannot be tree-shaken, and antd whole is
// several hundred KB. Importing antd only here keeps one copy (one theme, one style cache) holding only what
// we use. Add a component here before using it in a remote (and bump this package's minor version).
// Table, RangePicker, DatePicker, InputNumber, Upload and Drawer are in lazy-antd.tsx: they load on first use.
export {
  Alert, App, Avatar, Badge, Button, Card, Checkbox, Col, Collapse, ConfigProvider, Descriptions, Dropdown, Empty,
  Flex, Form, Input, Layout, List, Menu, Modal, Pagination, Popconfirm, Progress, Radio, Result, Row, Segmented,
  Select, Skeleton, Space, Spin, Statistic, Switch, Tabs, Tag, Tooltip, Typography, AutoComplete, theme, Popover,
} from 'antd';
export { Table, RangePicker, DatePicker, InputNumber, Upload, Drawer } from './lazy-antd';
export type { SingleDatePickerProps } from './lazy-antd';
export type {
  AvatarProps, ButtonProps, CardProps, FormInstance, FormProps, InputRef, MenuProps, ModalProps, SelectProps,
  TableColumnsType, TableProps, TabsProps, ThemeConfig, DatePickerProps, UploadProps,
} from 'antd';
export type { RangePickerProps } from 'antd/es/date-picker';
