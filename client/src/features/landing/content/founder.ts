import founderPhoto from '../images/founder-aarav-mehta.svg';

/** The founder profile on the landing page. */
export const FOUNDER = {
  name: 'Aarav Mehta',
  role: 'Founder & Lead Mentor',
  photo: founderPhoto,
  bio: [
    'Aarav spent a decade running social, search and content campaigns for startups and small brands before he started BrandCraft.',
    'He built the platform to teach those same playbooks without agency fees: short lessons, real assignments and live mentorship that helps learners ship their own work.',
  ],
  highlights: ['10+ years in digital marketing', 'Hundreds of learners mentored 1-on-1'],
} as const;
