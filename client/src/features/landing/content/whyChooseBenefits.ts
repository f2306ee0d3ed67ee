import type { IconType } from 'react-icons';
import {
  LuHandCoins,
  LuInfinity,
  LuMessagesSquare,
  LuPlay,
  LuRefreshCw,
  LuUsers,
} from 'react-icons/lu';
import { t } from '../i18n';

const BENEFITS = [
  { id: 'on-demand', key: 'onDemand', icon: LuPlay },
  { id: 'lifetime-access', key: 'lifetimeAccess', icon: LuInfinity },
  { id: 'free-upgrades', key: 'freeUpgrades', icon: LuRefreshCw },
  { id: 'live-group-sessions', key: 'liveGroupSessions', icon: LuUsers },
  { id: 'community-learning', key: 'communityLearning', icon: LuMessagesSquare },
  { id: 'practical-affordable', key: 'practicalAffordable', icon: LuHandCoins },
] as const;

export interface WhyChooseBenefit {
  id: string;
  title: string;
  icon: IconType;
  detail: string;
}

/** The six selectable reasons in the "Why Choose BrandCraft" section, in the active language. */
export const WHY_CHOOSE_BENEFITS: readonly WhyChooseBenefit[] = BENEFITS.map(
  ({ id, key, icon }) => ({
    id,
    icon,
    get title() {
      return t(`landing.why.${key}.title`);
    },
    get detail() {
      return t(`landing.why.${key}.detail`);
    },
  }),
);
