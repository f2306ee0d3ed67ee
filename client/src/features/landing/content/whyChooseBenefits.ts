import type { IconType } from 'react-icons';
import {
  LuHandCoins,
  LuInfinity,
  LuMessagesSquare,
  LuPlay,
  LuRefreshCw,
  LuUsers,
} from 'react-icons/lu';

export interface WhyChooseBenefit {
  id: string;
  title: string;
  icon: IconType;
  detail: string;
}

/** The six selectable reasons in the "Why Choose BrandCraft" section. */
export const WHY_CHOOSE_BENEFITS: readonly WhyChooseBenefit[] = [
  {
    id: 'on-demand',
    title: 'On-demand courses',
    icon: LuPlay,
    detail:
      'Start any lecture whenever it suits you. Short, focused videos fit around a job, classes or a business.',
  },
  {
    id: 'lifetime-access',
    title: 'Lifetime access',
    icon: LuInfinity,
    detail:
      'Enrol once and keep the course for good. Come back to a lesson whenever you plan your next campaign.',
  },
  {
    id: 'free-upgrades',
    title: 'Free upgrades',
    icon: LuRefreshCw,
    detail:
      'Platforms and algorithms change every year. When we refresh a course, the new lectures are yours at no extra cost.',
  },
  {
    id: 'live-group-sessions',
    title: 'Live group sessions',
    icon: LuUsers,
    detail:
      'Join weekly live sessions with mentors to review real work, ask questions and see strategies applied.',
  },
  {
    id: 'community-learning',
    title: 'Community learning',
    icon: LuMessagesSquare,
    detail:
      'Learn alongside students, freelancers and founders: share results, get feedback and find collaborators.',
  },
  {
    id: 'practical-affordable',
    title: 'Practical and affordable',
    icon: LuHandCoins,
    detail:
      'Every module ends with a task you can use in your own brand or business, at a fraction of agency or workshop prices.',
  },
];
