// The icons the suite uses, through the @tessera/shared singleton (see antd.ts for why).
export {
  AppstoreOutlined, BarsOutlined, CalendarOutlined, CloseOutlined, DeleteOutlined, EditOutlined, FilterOutlined,
  GithubOutlined, LogoutOutlined, PlusOutlined, ProjectOutlined, ReloadOutlined, RobotOutlined, SearchOutlined,
  SettingOutlined, TeamOutlined, UserAddOutlined, UserOutlined, FileTextOutlined, CommentOutlined, DollarOutlined,
  ThunderboltOutlined, KeyOutlined, HistoryOutlined, LockOutlined, MailOutlined, ArrowLeftOutlined,
  MoreOutlined, InboxOutlined, RollbackOutlined, ExportOutlined,
  CopyOutlined, PaperClipOutlined, SmileOutlined, DownloadOutlined,
  LeftOutlined, RightOutlined, CheckCircleOutlined, SyncOutlined, WarningOutlined, ProfileOutlined,
  BarChartOutlined, ClockCircleOutlined, BellOutlined,
  PullRequestOutlined, MergeOutlined, CloseCircleOutlined,
  FlagOutlined,
} from '@ant-design/icons';
