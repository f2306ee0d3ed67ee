import type { IconType } from 'react-icons';
import { LuAward, LuCalendarDays, LuVideo, LuWallet } from 'react-icons/lu';

export interface BenefitTile {
  /** Its label is landing.benefits.<id>. */
  id: 'mentorship' | 'weekly' | 'practical' | 'certifications';
  icon: IconType;
  /** Where the tile leads, if anywhere. */
  to?: string;
}

/** The four tiles under the hero. */
export const BENEFIT_TILES: readonly BenefitTile[] = [
  { id: 'mentorship', icon: LuVideo, to: '/mentors' },
  { id: 'weekly', icon: LuCalendarDays },
  { id: 'practical', icon: LuWallet },
  { id: 'certifications', icon: LuAward },
];
