// The router APIs the suite uses, re-exported from the @tessera/shared singleton (like antd, see ui/antd.ts):
// react-router is not a federation shared module, because shared modules cannot be tree-shaken and the whole
// package is about 60 KB gzip; through here every package uses one copy, so one router context, of what we use.
export {
  BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, To } from 'react-router';
