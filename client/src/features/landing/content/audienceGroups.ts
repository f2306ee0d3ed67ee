import type { IconType } from 'react-icons';
import {
  LuBriefcase,
  LuGraduationCap,
  LuLaptop,
  LuRocket,
  LuShuffle,
  LuSparkles,
} from 'react-icons/lu';

export interface AudienceGroup {
  /** Its texts are landing.audience.<id>.title and .text. */
  id:
    'students' | 'professionals' | 'freelancers' | 'careerShifters' | 'entrepreneurs' | 'creators';
  icon: IconType;
}

/** Who the courses are for. */
export const AUDIENCE_GROUPS: readonly AudienceGroup[] = [
  { id: 'students', icon: LuGraduationCap },
  { id: 'professionals', icon: LuBriefcase },
  { id: 'freelancers', icon: LuLaptop },
  { id: 'careerShifters', icon: LuShuffle },
  { id: 'entrepreneurs', icon: LuRocket },
  { id: 'creators', icon: LuSparkles },
];
