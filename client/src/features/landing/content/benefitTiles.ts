import type { IconType } from 'react-icons';
import { LuAward, LuCalendarDays, LuVideo, LuWallet } from 'react-icons/lu';

export interface BenefitTile {
  label: string;
  icon: IconType;
}

/** The four tiles under the hero. */
export const BENEFIT_TILES: readonly BenefitTile[] = [
  { label: 'Live 1-on-1 Mentorship', icon: LuVideo },
  { label: 'Weekly Sessions', icon: LuCalendarDays },
  { label: 'Practical & Affordable', icon: LuWallet },
  { label: 'Get Certifications', icon: LuAward },
];
