import {
  IconAdjustments,
  IconBuildingCommunity,
  IconHistory,
  IconLayoutDashboard,
  IconLicense,
  IconListSearch,
  IconLogout,
  IconPalette,
  IconPlugConnected,
  IconRadar,
  IconRocket,
  IconSettings,
  IconShieldExclamation,
} from '@tabler/icons-react';
import type { MenuItemId } from '../menu-rules.ts';

const ICONS = {
  mspCenter: IconBuildingCommunity,
  dashboard: IconLayoutDashboard,
  threatFeed: IconShieldExclamation,
  socIntegration: IconPlugConnected,
  deployment: IconRocket,
  licenseManagement: IconLicense,
  settings: IconSettings,
  advancedSettings: IconAdjustments,
  auditLog: IconHistory,
  threatIntel: IconRadar,
  threatIntelFeed: IconListSearch,
  themeSettings: IconPalette,
  logout: IconLogout,
} as const;

export function MenuIcon({ id, size = 18 }: { id: MenuItemId; size?: number }) {
  const Icon = ICONS[id];
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
