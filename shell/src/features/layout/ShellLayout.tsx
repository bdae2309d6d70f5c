// The frame around every page: product name, navigation, and the signed-in user's menu.
import { Link, Outlet, useLocation, useNavigate } from '@tessera/shared';
import {
  App, Button, Dropdown, Flex, Layout, Menu, Space, Tag, Typography, UserAvatar, UserOutlined, LogoutOutlined,
  ProjectOutlined, errorMessage, logout, paths, useCurrentUser, type MenuProps,
} from '@tessera/shared';

export const PRODUCT_NAME = 'Tessera';
export const LOGOUT_FAILED_MESSAGE = 'Could not reach the server to end your session; you are signed out on this device.';

const NAV_ITEMS: MenuProps['items'] = [
  { key: 'projects', icon: <ProjectOutlined />, label: <Link to={paths.projects()}>Projects</Link> },
];

function selectedNavKeys(pathname: string): string[] {
  return pathname.startsWith(paths.projects()) ? ['projects'] : [];
}

function UserMenu() {
  const { user, status } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();

  if (status === 'loading') return null;
  if (!user) {
    return <Link to={paths.login(`${location.pathname}${location.search}`)}>Log in</Link>;
  }

  const onMenuClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'account') navigate(paths.account());
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
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Log out', danger: true },
  ];

  return (
    <Dropdown menu={{ items, onClick: onMenuClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" style={{ height: 'auto', padding: '4px 8px' }} data-testid="user-menu" aria-label={`Account menu for ${user.name}`}>
        <Space>
          <UserAvatar name={user.name} size="small" />
          <span>{user.name}</span>
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

export function ShellLayout() {
  const location = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, borderBottom: '1px solid #e5e7eb' }}>
        <Link to={paths.projects()} style={{ display: 'flex', alignItems: 'center' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {PRODUCT_NAME}
          </Typography.Title>
        </Link>
        <Menu
          mode="horizontal"
          items={NAV_ITEMS}
          selectedKeys={selectedNavKeys(location.pathname)}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
          aria-label="Main navigation"
        />
        <Flex align="center">
          <UserMenu />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
