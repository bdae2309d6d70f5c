// The project page's view switcher: which views exist, how they are labelled, and which remote renders each.
import type { ReactNode } from 'react';
import {
  AppstoreOutlined, BarsOutlined, CalendarOutlined, CommentOutlined, DollarOutlined, FileTextOutlined, GithubOutlined,
  ThunderboltOutlined, type ProjectViewKey,
} from '@tessera/shared';

export interface ProjectViewOption {
  key: ProjectViewKey;
  label: string;
  icon: ReactNode;
}

/** In switcher order (spec: kanban (Board), list, calendar, scrum, finance, github, documents, forums). */
export const PROJECT_VIEW_OPTIONS: ProjectViewOption[] = [
  { key: 'kanban', label: 'Board', icon: <AppstoreOutlined /> },
  { key: 'list', label: 'List', icon: <BarsOutlined /> },
  { key: 'calendar', label: 'Calendar', icon: <CalendarOutlined /> },
  { key: 'scrum', label: 'Scrum', icon: <ThunderboltOutlined /> },
  { key: 'finance', label: 'Finance', icon: <DollarOutlined /> },
  { key: 'github', label: 'GitHub', icon: <GithubOutlined /> },
  { key: 'documents', label: 'Documents', icon: <FileTextOutlined /> },
  { key: 'forums', label: 'Forums', icon: <CommentOutlined /> },
];
