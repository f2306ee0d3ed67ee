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
  title: string;
  icon: IconType;
  text: string;
}

/** Who the courses are for. */
export const AUDIENCE_GROUPS: readonly AudienceGroup[] = [
  {
    title: 'Students',
    icon: LuGraduationCap,
    text: 'Build skills and a portfolio that stand out before your first job interview.',
  },
  {
    title: 'Working professionals',
    icon: LuBriefcase,
    text: 'Add digital marketing to your toolkit and grow in the role you already have.',
  },
  {
    title: 'Freelancers',
    icon: LuLaptop,
    text: 'Win better clients with a sharper personal brand and services you can deliver with confidence.',
  },
  {
    title: 'Career shifters',
    icon: LuShuffle,
    text: 'Move into marketing with guided, practical projects instead of theory.',
  },
  {
    title: 'Entrepreneurs',
    icon: LuRocket,
    text: 'Market your own business without paying an agency for every post and campaign.',
  },
  {
    title: 'Dreamers and creators',
    icon: LuSparkles,
    text: 'Turn your ideas and content into an audience, and your audience into income.',
  },
];
