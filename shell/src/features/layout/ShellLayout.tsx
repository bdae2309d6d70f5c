// The frame around every page: product name, navigation, and the signed-in user's menu.
import { useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from '@tessera/shared';
import {
  App, Button, Dropdown, Flex, Layout, Menu, Space, Tag, Typography, UserAvatar, UserOutlined, LogoutOutlined,
  ProjectOutlined, FileTextOutlined, RobotOutlined, BarChartOutlined, GithubOutlined, ThunderboltOutlined, TeamOutlined, errorMessage, isFaculty, logout, paths, useCurrentUser, type CurrentUser, type MenuProps,
} from '@tessera/shared';
import { NotificationBell } from '../notifications';

export const PRODUCT_NAME = 'Tessera';
export const LOGOUT_FAILED_MESSAGE = 'Could not reach the server to end your session; you are signed out on this device.';

/** The documents others shared with the user (mfe_docs/SharedDocumentsPage). */
export const SHARED_DOCUMENTS_PATH = '/docs/shared';

/** The organization's backlogs across projects (mfe_sprints/OrganizationBacklogPage). */
export const ORGANIZATION_BACKLOGS_PATH = '/backlogs';

/** The admin dashboard (mfe_insights/AdminDashboardPage); its nav entry is shown to admins only. */
export const ADMIN_DASHBOARD_PATH = '/admin';
/** The faculty dashboard (mfe_insights/FacultyDashboardPage); its nav entry is shown to managers and admins only. */
export const FACULTY_DASHBOARD_PATH = '/faculty';
/** The admins' AI settings (features/admin-ai) and GitHub settings (features/admin-github): here, apart from the
 * pages' code, which loads on first visit. */
export const AI_SETTINGS_PATH = '/admin/ai';
export const GITHUB_SETTINGS_PATH = '/admin/github';

const NAV_ITEMS: MenuProps['items'] = [
  { key: 'projects', icon: <ProjectOutlined />, label: <Link to={paths.projects()}>Projects</Link> },
  { key: 'backlogs', icon: <ThunderboltOutlined />, label: <Link to={ORGANIZATION_BACKLOGS_PATH}>Backlogs</Link> },
  { key: 'shared', icon: <FileTextOutlined />, label: <Link to={SHARED_DOCUMENTS_PATH}>Shared with me</Link> },
];
const ADMIN_NAV_ITEM = { key: 'admin', icon: <BarChartOutlined />, label: <Link to={ADMIN_DASHBOARD_PATH}>Admin dashboard</Link> };
const FACULTY_NAV_ITEM = { key: 'faculty', icon: <TeamOutlined />, label: <Link to={FACULTY_DASHBOARD_PATH}>Faculty dashboard</Link> };

/** The entries a user sees: the faculty dashboard for managers and admins, the admin dashboard for admins. */
function navItemsFor(user: CurrentUser | null): MenuProps['items'] {
  return [...(NAV_ITEMS ?? []), ...(isFaculty(user) ? [FACULTY_NAV_ITEM] : []), ...(user?.isAdmin ? [ADMIN_NAV_ITEM] : [])];
}

function selectedNavKeys(pathname: string): string[] {
  if (pathname === ADMIN_DASHBOARD_PATH) return ['admin'];
  if (pathname === FACULTY_DASHBOARD_PATH) return ['faculty'];
  if (pathname === ORGANIZATION_BACKLOGS_PATH) return ['backlogs'];
  if (pathname.startsWith(SHARED_DOCUMENTS_PATH)) return ['shared'];
  return pathname.startsWith(paths.projects()) ? ['projects'] : [];
}

function UserMenu() {
  const { user, status } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (status === 'loading') return null;
  if (!user) {
    return <Link to={paths.login(`${location.pathname}${location.search}`)}>Log in</Link>;
  }

  const onMenuClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'account') navigate(paths.account());
    if (key === 'ai-settings') navigate(AI_SETTINGS_PATH);
    if (key === 'github-settings') navigate(GITHUB_SETTINGS_PATH);
    if (key === 'logout') {
      try {
        await logout();
      } catch (error) {
        message.warning(`${LOGOUT_FAILED_MESSAGE} (${errorMessage(error)})`);
      }
      navigate(paths.login(), { replace: true });
    }
  };

  const items: MenuProps['items'] = [
    { key: 'account', icon: <UserOutlined />, label: 'Account' },
    // Administration: offered to admins only (anyone else would get the administrators-only page).
    ...(user.isAdmin
      ? [
          { key: 'ai-settings', icon: <RobotOutlined />, label: 'AI settings' },
          { key: 'github-settings', icon: <GithubOutlined />, label: 'GitHub settings' },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Log out', danger: true },
  ];

  return (
    // autoFocus: opened by keyboard, focus moves into the menu and the arrows walk it. Escape closes it, and focus
    // goes back to the button (antd leaves it on the removed menu, i.e. nowhere).
    <Dropdown
      menu={{
        items,
        onClick: onMenuClick,
        onKeyDown: (event) => {
          if (event.key === 'Escape') setTimeout(() => buttonRef.current?.focus());
        },
      }}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
    >
      {/* Named by what it shows (the user's name, and Admin): a spoken command matches the visible text. */}
      <Button ref={buttonRef} type="text" style={{ height: 'auto', padding: '4px 8px', maxWidth: '100%' }} data-testid="user-menu">
        <Space>
          <UserAvatar name={user.name} size="small" decorative />
          <span className="tessera-user-name">{user.name}</span>
          {user.isAdmin ? (
            <Tag color="gold" data-testid="admin-badge" style={{ marginInlineEnd: 0 }}>
              Admin
            </Tag>
          ) : null}
        </Space>
      </Button>
    </Dropdown>
  );
}

/** The id of the page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = 'Skip to main content';

/** First in the tab order: takes keyboard users past the header to the page's content. */
function SkipLink() {
  return (
    <a
      className="tessera-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Moves focus itself: following the fragment alone scrolls but leaves focus in the header in some browsers,
        // and the router would otherwise see a navigation.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {SKIP_LINK_TEXT}
    </a>
  );
}

// At 320px (or 200% zoom) the header wraps onto a second line instead of pushing the page sideways (the user's name
// gives way before the menu button does), and the project page's view switcher wraps its options. Selectors carry one
// class more than antd's, which lives in the same head and would otherwise win by order.
const SHELL_CSS = `
.ant-segmented.tessera-view-switcher { max-width: 100%; }
.ant-segmented.tessera-view-switcher .ant-segmented-group { flex-wrap: wrap; }
.ant-layout .tessera-shell-header { height: auto; min-height: 64px; line-height: 64px; flex-wrap: wrap; row-gap: 0; }
.tessera-shell-header .tessera-user-name { overflow: hidden; text-overflow: ellipsis; max-width: 24ch; }
@media (max-width: 480px) {
  .ant-layout .tessera-shell-header { padding-inline: 12px; column-gap: 8px !important; }
  .tessera-shell-header .tessera-user-name { max-width: 12ch; }
  .ant-layout .tessera-shell-content { padding: 12px !important; }
}
`;

export function ShellLayout() {
  const location = useLocation();
  const { user } = useCurrentUser();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <style href="tessera-shell-layout" precedence="low">
        {SHELL_CSS}
      </style>
      <SkipLink />
      <Layout.Header
        className="tessera-shell-header"
        style={{ display: 'flex', alignItems: 'center', gap: 24, borderBottom: '1px solid #e5e7eb' }}
      >
        <Link to={paths.projects()} style={{ display: 'flex', alignItems: 'center' }}>
          {/* The product name is not a heading: each page's h1 names the page. */}
          <Typography.Text strong style={{ fontSize: 20 }}>
            {PRODUCT_NAME}
          </Typography.Text>
        </Link>
        <nav aria-label="Main" style={{ flex: 1, minWidth: 0 }}>
          <Menu
            mode="horizontal"
            items={navItemsFor(user)}
            selectedKeys={selectedNavKeys(location.pathname)}
            style={{ borderBottom: 'none' }}
          />
        </nav>
        <Flex align="center" gap={4} style={{ minWidth: 0 }}>
          <NotificationBell />
          <UserMenu />
        </Flex>
      </Layout.Header>
      {/* tabIndex -1: the skip link moves focus here; the page's content is the one main landmark. */}
      <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="tessera-shell-content" style={{ padding: 24, outline: 'none' }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
