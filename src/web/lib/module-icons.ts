import {
  AwardIcon,
  BotIcon,
  ChartColumnIcon,
  CompassIcon,
  GemIcon,
  GraduationCapIcon,
  HeartPulseIcon,
  LeafIcon,
  LightbulbIcon,
  MessageSquareIcon,
  TargetIcon,
  UsersIcon,
  ZapIcon,
  type LucideIcon,
} from 'lucide-react';

/** Each module's icon, by path: the sidebar and the Coming Soon pages show it. */
export const moduleIcons: Record<string, LucideIcon> = {
  '/accountability': TargetIcon,
  '/stress': HeartPulseIcon,
  '/strategy': LightbulbIcon,
  '/value': GemIcon,
  '/purpose': CompassIcon,
  '/communication': MessageSquareIcon,
  '/collaboration': UsersIcon,
  '/execution': ZapIcon,
  '/learning': GraduationCapIcon,
  '/wellbeing': LeafIcon,
  '/culture': AwardIcon,
  '/analytics': ChartColumnIcon,
  '/ai-companion': BotIcon,
};
