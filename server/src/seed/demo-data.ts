/** The demo catalog a fresh install starts with. Accounts and passwords are listed in the README. */

export interface DemoLecture {
  title: string;
  minutes: number;
  videoId: string;
  free?: boolean;
}

export interface DemoCourse {
  title: string;
  tag: string;
  colors: [string, string];
  educator: 'aarav' | 'sana';
  price: number;
  discount: number;
  daysAgo: number;
  description: string;
  chapters: { title: string; lectures: DemoLecture[] }[];
}

export const DEMO_ACCOUNTS = {
  aarav: {
    name: 'Aarav Mehta',
    email: 'aarav@brandcraft.dev',
    password: 'Educator@123',
    role: 'educator',
  },
  sana: {
    name: 'Sana Iyer',
    email: 'sana@brandcraft.dev',
    password: 'Educator@123',
    role: 'educator',
  },
  student: {
    name: 'Riya Sharma',
    email: 'student@brandcraft.dev',
    password: 'Student@123',
    role: 'student',
  },
  kabir: {
    name: 'Kabir Singh',
    email: 'kabir@brandcraft.dev',
    password: 'Student@123',
    role: 'student',
  },
  admin: {
    name: 'Site Admin',
    email: 'admin@brandcraft.dev',
    password: 'Admin@12345',
    role: 'admin',
  },
} as const;

const p = (text: string) => `<p>${text}</p>`;
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const describe = (intro: string, learn: string[], audience: string) =>
  `<h2>About this course</h2>${p(intro)}<h3>What you will learn</h3>${list(learn)}<h3>Who it is for</h3>${p(audience)}`;

export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Personal Branding Masterclass',
    tag: 'Personal brand',
    colors: ['#5b3cc4', '#f06f1c'],
    educator: 'aarav',
    price: 2499,
    discount: 20,
    daysAgo: 1,
    description: describe(
      'Build a personal brand that brings opportunities to you. We go from <strong>positioning</strong> to a content system you can keep up every week, with real examples from creators and consultants.',
      [
        'Find a positioning statement that is specific and memorable',
        'Turn your experience into content pillars',
        'Grow on LinkedIn and Instagram without paid ads',
      ],
      'Working professionals, freelancers and founders who want to be known for what they do best.',
    ),
    chapters: [
      {
        title: 'Foundations of a personal brand',
        lectures: [
          { title: 'Why personal brands win', minutes: 12, videoId: 'kJQP7kiw5Fk', free: true },
          { title: 'Finding your positioning', minutes: 24, videoId: 'fJ9rUzIMcZQ' },
          { title: 'Your brand story in three sentences', minutes: 18, videoId: 'hT_nvWreIhg' },
        ],
      },
      {
        title: 'Content that builds trust',
        lectures: [
          { title: 'Content pillars and formats', minutes: 21, videoId: 'RgKAFK5djSk', free: true },
          { title: 'A weekly publishing system', minutes: 27, videoId: 'OPf0YbXqDm0' },
        ],
      },
      {
        title: 'Growing your audience',
        lectures: [
          { title: 'LinkedIn growth playbook', minutes: 33, videoId: 'CevxZvSJLk8' },
          { title: 'Collaborations and podcasts', minutes: 19, videoId: 'JGwWNGJdvx8' },
        ],
      },
    ],
  },
  {
    title: 'Instagram Marketing for Small Businesses',
    tag: 'Social media',
    colors: ['#c026d3', '#f06f1c'],
    educator: 'sana',
    price: 1299,
    discount: 0,
    daysAgo: 2,
    description: describe(
      'A practical plan for turning followers into customers: profile set-up, Reels that get watched, Stories that sell and the metrics that matter.',
      [
        'Optimise your profile for discovery',
        'Plan Reels with hooks that hold attention',
        'Sell with Stories and DMs without being pushy',
      ],
      'Shop owners, coaches and local businesses that want customers from Instagram.',
    ),
    chapters: [
      {
        title: 'Profile and strategy',
        lectures: [
          { title: 'A profile that converts', minutes: 14, videoId: 'YQHsXMglC9A', free: true },
          { title: 'Choosing your content mix', minutes: 22, videoId: 'pRpeEdMmmQ0' },
        ],
      },
      {
        title: 'Reels and Stories',
        lectures: [
          { title: 'Hooks for the first three seconds', minutes: 16, videoId: 'e-ORhEE9VVg' },
          { title: 'Stories that sell', minutes: 20, videoId: 'iS1g8G_njx8' },
          { title: 'Reading Instagram insights', minutes: 25, videoId: 'nfWlot6h_JM' },
        ],
      },
    ],
  },
  {
    title: 'SEO Fundamentals: Rank on Google',
    tag: 'SEO',
    colors: ['#0d9488', '#4a30a0'],
    educator: 'aarav',
    price: 1999,
    discount: 25,
    daysAgo: 3,
    description: describe(
      'Learn how search engines work and how to get your pages found: keyword research, on-page SEO, technical basics and link building that is safe.',
      [
        'Research keywords with free tools',
        'Write pages that rank and convert',
        'Fix the technical issues that hold sites back',
      ],
      'Bloggers, marketers and business owners with a website.',
    ),
    chapters: [
      {
        title: 'How search works',
        lectures: [
          {
            title: 'Crawling, indexing and ranking',
            minutes: 15,
            videoId: 'DzGMrZpH3QU',
            free: true,
          },
          { title: 'Keyword research step by step', minutes: 31, videoId: 'M7lc1UVf-VE' },
        ],
      },
      {
        title: 'On-page and technical SEO',
        lectures: [
          { title: 'Titles, headings and internal links', minutes: 23, videoId: 'Ks-_Mh1QhMc' },
          { title: 'Site speed and Core Web Vitals', minutes: 28, videoId: 'ZbZSe6N_BXs' },
          { title: 'Earning links the right way', minutes: 26, videoId: '2Vv-BfVoq4g' },
        ],
      },
    ],
  },
  {
    title: 'Digital Marketing Starter Kit',
    tag: 'Free course',
    colors: ['#16a34a', '#0891b2'],
    educator: 'sana',
    price: 0,
    discount: 0,
    daysAgo: 4,
    description: describe(
      'A free, no-jargon introduction to digital marketing: the channels, the funnel and a one-page plan you can start this week.',
      [
        'Understand the marketing funnel',
        'Pick the right channels for your business',
        'Write a one-page marketing plan',
      ],
      'Students and career shifters taking their first step into marketing.',
    ),
    chapters: [
      {
        title: 'The big picture',
        lectures: [
          {
            title: 'What digital marketing really is',
            minutes: 9,
            videoId: 'bx1Bh8ZvH84',
            free: true,
          },
          { title: 'The marketing funnel', minutes: 13, videoId: 'lp-EO5I60KA' },
        ],
      },
      {
        title: 'Your first plan',
        lectures: [
          { title: 'Choosing channels', minutes: 11, videoId: 'tgbNymZ7vqY' },
          { title: 'A one-page marketing plan', minutes: 17, videoId: 'ScMzIvxBSi4' },
        ],
      },
    ],
  },
  {
    title: 'Content Writing and Copywriting That Sells',
    tag: 'Copywriting',
    colors: ['#ea580c', '#db2777'],
    educator: 'aarav',
    price: 1499,
    discount: 10,
    daysAgo: 5,
    description: describe(
      'Write headlines, emails and landing pages that people read to the end. Frameworks, swipe files and hands-on rewrites.',
      [
        'Use AIDA and PAS without sounding formulaic',
        'Write landing pages that convert',
        'Edit your own writing ruthlessly',
      ],
      'Freelancers, marketers and founders who write for their business.',
    ),
    chapters: [
      {
        title: 'Copy foundations',
        lectures: [
          { title: 'Know your reader', minutes: 14, videoId: 'y6120QOlsfU', free: true },
          { title: 'Headlines that earn the click', minutes: 19, videoId: 'L_jWHffIx5E' },
        ],
      },
      {
        title: 'Writing for the web',
        lectures: [
          { title: 'Landing page anatomy', minutes: 26, videoId: 'fLexgOxsZu0' },
          { title: 'Emails people open', minutes: 21, videoId: '60ItHLz5WEA' },
        ],
      },
    ],
  },
  {
    title: 'Google Ads and Performance Marketing',
    tag: 'Paid ads',
    colors: ['#0891b2', '#5b3cc4'],
    educator: 'sana',
    price: 3999,
    discount: 50,
    daysAgo: 6,
    description: describe(
      'Run profitable campaigns on Google Search and YouTube: account structure, bidding, tracking conversions and scaling what works.',
      [
        'Structure campaigns and ad groups',
        'Set up conversion tracking',
        'Read the numbers and scale profitably',
      ],
      'Marketers and business owners ready to spend on ads and measure the return.',
    ),
    chapters: [
      {
        title: 'Campaign set-up',
        lectures: [
          { title: 'How the ad auction works', minutes: 16, videoId: 'Zi_XLOBDo_Y', free: true },
          { title: 'Account and campaign structure', minutes: 29, videoId: 'QH2-TGUlwu4' },
        ],
      },
      {
        title: 'Optimising for profit',
        lectures: [
          { title: 'Conversion tracking', minutes: 24, videoId: 'uelHwf8o7_U' },
          { title: 'Bidding strategies', minutes: 22, videoId: '09R8_2nJtjg' },
          { title: 'Scaling what works', minutes: 18, videoId: 'hTWKbfoikeg' },
        ],
      },
    ],
  },
  {
    title: 'Email Marketing and Automation',
    tag: 'Email',
    colors: ['#4a30a0', '#0d9488'],
    educator: 'aarav',
    price: 999,
    discount: 0,
    daysAgo: 7,
    description: describe(
      'Grow a list you own and let automations sell while you sleep: lead magnets, welcome sequences and newsletters people look forward to.',
      [
        'Create a lead magnet that converts',
        'Write a five-email welcome sequence',
        'Segment and automate with any tool',
      ],
      'Creators and small businesses who want a direct line to their audience.',
    ),
    chapters: [
      {
        title: 'Building your list',
        lectures: [
          { title: 'Lead magnets that work', minutes: 13, videoId: 'rYEDA3JcQqw', free: true },
          { title: 'Sign-up forms and landing pages', minutes: 17, videoId: 'kXYiU_JCYtU' },
        ],
      },
      {
        title: 'Automations',
        lectures: [
          { title: 'The welcome sequence', minutes: 23, videoId: 'CduA0TULnow' },
          { title: 'Segmentation basics', minutes: 15, videoId: 'YykjpeuMNEk' },
        ],
      },
    ],
  },
  {
    title: 'LinkedIn Lead Generation for Freelancers',
    tag: 'LinkedIn',
    colors: ['#0a66c2', '#16a34a'],
    educator: 'sana',
    price: 1799,
    discount: 15,
    daysAgo: 8,
    description: describe(
      'Turn LinkedIn into your best source of clients: a profile that sells, posts that start conversations and outreach that does not feel spammy.',
      [
        'Rewrite your profile as a landing page',
        'Post consistently with a simple system',
        'Start sales conversations in DMs',
      ],
      'Freelancers and consultants who sell services to businesses.',
    ),
    chapters: [
      {
        title: 'Profile and positioning',
        lectures: [
          {
            title: 'Your profile as a landing page',
            minutes: 18,
            videoId: 'hLQl3WQQoQ0',
            free: true,
          },
          { title: 'Niching down', minutes: 14, videoId: 'JRfuAukYTKg' },
        ],
      },
      {
        title: 'Outreach',
        lectures: [
          { title: 'Posts that start conversations', minutes: 20, videoId: 'lWA2pjMjpBs' },
          { title: 'DM scripts that respect people', minutes: 22, videoId: 'nCkpzqqog4k' },
        ],
      },
    ],
  },
  {
    title: 'Video Content Creation on a Budget',
    tag: 'Video',
    colors: ['#db2777', '#7c3aed'],
    educator: 'aarav',
    price: 2199,
    discount: 30,
    daysAgo: 9,
    description: describe(
      'Shoot and edit scroll-stopping videos with just a phone: lighting, audio, scripting and editing workflows that save hours.',
      [
        'Light and mic your phone set-up',
        'Script short videos that keep attention',
        'Edit fast with templates',
      ],
      'Creators and marketers who want to publish video every week.',
    ),
    chapters: [
      {
        title: 'Your phone studio',
        lectures: [
          { title: 'Light, sound and framing', minutes: 17, videoId: '3JZ_D3ELwOQ', free: true },
          { title: 'Scripting short videos', minutes: 19, videoId: 'Ah0Ys50CqO8' },
        ],
      },
      {
        title: 'Editing and publishing',
        lectures: [
          { title: 'An editing workflow', minutes: 25, videoId: 'sOnqjkJTMaA' },
          { title: 'Thumbnails and titles', minutes: 12, videoId: 'PT2_F-1esPk' },
        ],
      },
    ],
  },
];

/** Enrolments (student key → course titles) and their ratings. */
export const DEMO_ENROLMENTS: { student: 'student' | 'kabir'; course: string; rating?: number }[] =
  [
    { student: 'student', course: 'Personal Branding Masterclass', rating: 5 },
    { student: 'student', course: 'Digital Marketing Starter Kit', rating: 4 },
    { student: 'student', course: 'SEO Fundamentals: Rank on Google' },
    { student: 'kabir', course: 'Personal Branding Masterclass', rating: 4 },
    { student: 'kabir', course: 'Instagram Marketing for Small Businesses', rating: 5 },
    { student: 'kabir', course: 'Digital Marketing Starter Kit', rating: 5 },
  ];
