import { createElement } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AbsentIcon from '@mui/icons-material/EventBusyOutlined';
import AuditIcon from '@mui/icons-material/HistoryOutlined';
import BannerIcon from '@mui/icons-material/ViewCarouselOutlined';
import ConcernIcon from '@mui/icons-material/SupportAgentOutlined';
import ConsentIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DefaultIcon from '@mui/icons-material/FiberManualRecord';
import GarageIcon from '@mui/icons-material/GarageOutlined';
import PrivacyIcon from '@mui/icons-material/PrivacyTipOutlined';
import ReasonIcon from '@mui/icons-material/HighlightOffOutlined';
import RequestIcon from '@mui/icons-material/AssignmentOutlined';
import ReviewIcon from '@mui/icons-material/StarBorderOutlined';
import ServiceFormIcon from '@mui/icons-material/PostAddOutlined';
import ServiceIcon from '@mui/icons-material/HomeRepairServiceOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import SocietyIcon from '@mui/icons-material/ApartmentOutlined';
import TransactionIcon from '@mui/icons-material/ReceiptLongOutlined';
import WorkerIcon from '@mui/icons-material/EngineeringOutlined';

type IconComponent = typeof SvgIcon;

/** The one map from a menu item's `icon` key (contracts menu data) to its icon. */
const MENU_ICONS: Record<string, IconComponent> = {
  dashboard: DashboardIcon,
  garage: GarageIcon,
  society: SocietyIcon,
  absent: AbsentIcon,
  audit: AuditIcon,
  concern: ConcernIcon,
  settings: SettingsIcon,
  consent: ConsentIcon,
  privacy: PrivacyIcon,
  banner: BannerIcon,
  service: ServiceIcon,
  serviceForm: ServiceFormIcon,
  request: RequestIcon,
  review: ReviewIcon,
  reason: ReasonIcon,
  transaction: TransactionIcon,
  worker: WorkerIcon,
};

/** The icon of a menu item's `icon` key; a small dot when the key is unknown. */
export function MenuIcon({ name, ...props }: SvgIconProps & { name: string | undefined }) {
  return createElement((name && MENU_ICONS[name]) || DefaultIcon, props);
}
