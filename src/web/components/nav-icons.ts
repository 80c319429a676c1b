import {
  AwardIcon,
  BotIcon,
  ChartColumnIcon,
  CompassIcon,
  ContactIcon,
  GemIcon,
  GraduationCapIcon,
  HeartPulseIcon,
  LeafIcon,
  LightbulbIcon,
  type LucideIcon,
  MessageSquareIcon,
  SettingsIcon,
  TargetIcon,
  UsersIcon,
  UsersRoundIcon,
  ZapIcon,
} from 'lucide-react';

/**
 * The icons a page may show in the sidebar, by name. Pages name their icon (app-pages.ts) instead of
 * importing it, so that the page list stays in the app's first chunk without every icon; a name not
 * listed here does not compile.
 */
export const navIcons = {
  target: TargetIcon,
  'heart-pulse': HeartPulseIcon,
  lightbulb: LightbulbIcon,
  gem: GemIcon,
  compass: CompassIcon,
  'message-square': MessageSquareIcon,
  users: UsersIcon,
  zap: ZapIcon,
  'graduation-cap': GraduationCapIcon,
  leaf: LeafIcon,
  award: AwardIcon,
  'chart-column': ChartColumnIcon,
  bot: BotIcon,
  contact: ContactIcon,
  'users-round': UsersRoundIcon,
  settings: SettingsIcon,
} satisfies Record<string, LucideIcon>;

export type NavIcon = keyof typeof navIcons;
