/** The demo catalog a fresh install starts with. Accounts and passwords are listed in the README. */

import { CourseLevel } from '../courses/course.entity';
import type { SubcategorySlug } from './categories';

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
  /** Days before the seed: the newest courses lead the landing page, so new entries go last. */
  daysAgo: number;
  /** A subcategory of CATEGORY_TREE (categories.ts). */
  category: SubcategorySlug;
  level: CourseLevel;
  language: 'English' | 'Hindi';
  /** 3 to 6 lower-case keywords. */
  tags: string[];
  /** "What you'll learn": 4 to 6 points. */
  learningPoints: string[];
  /** 1 to 3 points. */
  requirements: string[];
  description: string;
  chapters: { title: string; lectures: DemoLecture[] }[];
}

/** The public instructor profile of each demo educator. */
export interface DemoProfile {
  headline: string;
  /** Plain text, paragraphs split by a blank line. */
  bio: string;
  links: string[];
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

/** Shown on the instructor pages of the two demo educators. */
export const DEMO_PROFILES: Record<'aarav' | 'sana', DemoProfile> = {
  aarav: {
    headline: 'Personal branding and SEO coach · 10 years building brands online',
    bio: [
      'Aarav Mehta has spent ten years helping founders, consultants and creators get known for what they do best. He ran SEO and content for two Bengaluru start-ups before starting his own practice, and has since coached more than 3,000 professionals on their positioning and their LinkedIn presence.',
      'His courses are built from client work: every framework has been tested on real profiles and real websites. When he is not teaching, he writes a weekly newsletter on personal branding and speaks at marketing meet-ups across India.',
    ].join('\n\n'),
    links: ['https://aaravmehta.example', 'https://www.linkedin.example/in/aarav-mehta'],
  },
  sana: {
    headline: 'Performance marketer and social media strategist for small businesses',
    bio: [
      'Sana Iyer has managed ad budgets and social accounts for more than 150 small businesses, from neighbourhood bakeries to D2C brands selling across India. She started as a freelancer on Upwork and grew it into a six-person performance marketing studio in Mumbai.',
      'She teaches the playbooks her team uses every day: Instagram content that sells, Google and Meta campaigns that pay for themselves, and the analytics that tell you which is which. Her lessons are short, practical and come with templates.',
    ].join('\n\n'),
    links: ['https://sanaiyer.example'],
  },
};

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
    category: 'brand-positioning',
    level: CourseLevel.BEGINNER,
    language: 'English',
    tags: ['personal brand', 'positioning', 'content pillars', 'linkedin growth'],
    learningPoints: [
      'Write a positioning statement that is specific and memorable',
      'Tell your brand story in three sentences',
      'Turn your experience into content pillars',
      'Set up a weekly publishing system you can keep up',
      'Grow on LinkedIn and Instagram without paid ads',
    ],
    requirements: [
      'No marketing experience needed',
      'A LinkedIn or Instagram profile you want to grow',
    ],
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
    category: 'instagram-marketing',
    level: CourseLevel.BEGINNER,
    language: 'English',
    tags: ['instagram', 'reels', 'stories', 'small business'],
    learningPoints: [
      'Optimise your Instagram profile for discovery',
      'Choose a content mix that fits your business',
      'Plan Reels with hooks that hold attention',
      'Sell with Stories and DMs without being pushy',
      'Read Instagram insights and act on them',
    ],
    requirements: ['An Instagram business or creator account', 'A product or service you sell'],
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
    category: 'on-page-seo',
    level: CourseLevel.BEGINNER,
    language: 'English',
    tags: ['seo', 'google search', 'keyword research', 'on-page seo', 'link building'],
    learningPoints: [
      'Explain how Google crawls, indexes and ranks pages',
      'Research keywords with free tools',
      'Write titles, headings and internal links that rank',
      'Fix the Core Web Vitals issues that hold sites back',
      'Earn links without risking a penalty',
    ],
    requirements: ['A website or blog you can edit'],
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
    category: 'content-strategy',
    level: CourseLevel.BEGINNER,
    language: 'English',
    tags: ['digital marketing', 'marketing funnel', 'marketing plan', 'free course'],
    learningPoints: [
      'Understand the marketing funnel from first visit to purchase',
      'Pick the right channels for your business',
      'Write a one-page marketing plan',
      'Know which numbers to watch in your first month',
    ],
    requirements: ['Nothing: the course starts from zero'],
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
    category: 'copywriting',
    level: CourseLevel.INTERMEDIATE,
    language: 'English',
    tags: ['copywriting', 'content writing', 'headlines', 'landing pages', 'aida'],
    learningPoints: [
      'Use AIDA and PAS without sounding formulaic',
      'Write headlines that earn the click',
      'Structure landing pages that convert',
      'Write emails people open and read to the end',
      'Edit your own writing ruthlessly',
    ],
    requirements: ['Comfortable writing in English', 'A product, service or offer to write about'],
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
    category: 'google-ads',
    level: CourseLevel.INTERMEDIATE,
    language: 'English',
    tags: ['google ads', 'ppc', 'performance marketing', 'conversion tracking', 'bidding'],
    learningPoints: [
      'Understand how the ad auction and Quality Score work',
      'Structure campaigns and ad groups',
      'Set up conversion tracking',
      'Choose a bidding strategy for your goal',
      'Read the numbers and scale profitably',
    ],
    requirements: ['A website with something to sell', 'A small daily budget to test campaigns'],
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
    category: 'email-automation',
    level: CourseLevel.INTERMEDIATE,
    language: 'English',
    tags: ['email marketing', 'automation', 'lead magnets', 'welcome sequence', 'segmentation'],
    learningPoints: [
      'Create a lead magnet that converts',
      'Set up sign-up forms and landing pages',
      'Write a five-email welcome sequence',
      'Segment your list and automate with any tool',
    ],
    requirements: ['An account with any email marketing tool (a free plan is enough)'],
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
    category: 'client-acquisition',
    level: CourseLevel.INTERMEDIATE,
    language: 'English',
    tags: ['linkedin', 'lead generation', 'freelancing', 'outreach', 'b2b sales'],
    learningPoints: [
      'Rewrite your LinkedIn profile as a landing page',
      'Niche down to a market that pays',
      'Post consistently with a simple weekly system',
      'Start sales conversations in DMs that respect people',
    ],
    requirements: ['A LinkedIn profile', 'A service you sell to businesses'],
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
    category: 'video-content',
    level: CourseLevel.ALL_LEVELS,
    language: 'English',
    tags: ['video', 'youtube', 'smartphone video', 'video editing', 'thumbnails'],
    learningPoints: [
      'Light and mic your phone set-up on a budget',
      'Script short videos that keep attention',
      'Edit fast with templates',
      'Write titles and thumbnails that earn the click',
    ],
    requirements: ['A smartphone with a camera', 'Any free video editor'],
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
  // Newer entries have larger daysAgo, so the newest courses (the landing page's first four) stay put.
  {
    title: 'Instagram Reels that Grow Your Brand',
    tag: 'Reels',
    colors: ['#e1306c', '#f77737'],
    educator: 'sana',
    price: 899,
    discount: 10,
    daysAgo: 10,
    category: 'instagram-marketing',
    level: CourseLevel.BEGINNER,
    language: 'English',
    tags: ['instagram reels', 'instagram', 'short-form video', 'hooks', 'creator growth'],
    learningPoints: [
      'Plan Reels around what the algorithm rewards',
      'Open every Reel with a hook in the first second',
      'Use trending audio in your own voice',
      'Batch-film a week of Reels in one afternoon',
    ],
    requirements: ['An Instagram account', 'A smartphone'],
    description: describe(
      'Short, practical lessons on Instagram Reels that people watch to the end and share: <strong>hooks</strong>, trends, captions and a routine that fits a busy week.',
      [
        'Plan Reels around what the algorithm rewards',
        'Write hooks for the first second',
        'Batch-film and schedule a week of Reels',
      ],
      'Creators, coaches and small brands who want reach without paying for ads.',
    ),
    chapters: [
      {
        title: 'Reels that get watched',
        lectures: [
          {
            title: 'What the Reels algorithm rewards',
            minutes: 8,
            videoId: 'YQHsXMglC9A',
            free: true,
          },
          { title: 'Hooks for the first second', minutes: 11, videoId: 'e-ORhEE9VVg' },
          { title: 'Trending audio without copying', minutes: 7, videoId: 'pRpeEdMmmQ0' },
        ],
      },
      {
        title: 'A Reels routine',
        lectures: [
          { title: 'Batch-filming a week of Reels', minutes: 12, videoId: 'Ah0Ys50CqO8' },
          { title: 'Captions, covers and hashtags', minutes: 9, videoId: 'PT2_F-1esPk' },
        ],
      },
    ],
  },
  {
    title: 'Technical SEO Deep Dive',
    tag: 'Technical SEO',
    colors: ['#0f766e', '#1e3a8a'],
    educator: 'aarav',
    price: 4499,
    discount: 20,
    daysAgo: 11,
    category: 'technical-seo',
    level: CourseLevel.ADVANCED,
    language: 'English',
    tags: ['technical seo', 'core web vitals', 'crawling', 'structured data', 'site migrations'],
    learningPoints: [
      'Read a site the way Googlebot crawls and renders it',
      'Control indexing with robots.txt, sitemaps and canonical tags',
      'Plan internal linking and site migrations that keep traffic',
      'Diagnose and fix Core Web Vitals in depth',
      'Add structured data that earns rich results',
      'Run a complete technical audit and prioritise the fixes',
    ],
    requirements: [
      'The basics of SEO (SEO Fundamentals is enough)',
      'Access to Google Search Console for a site',
      'Reading basic HTML',
    ],
    description: describe(
      'An advanced, hands-on course on the technical side of SEO: crawling and indexing, site architecture, <strong>JavaScript rendering</strong>, speed, structured data and audits, worked through on real sites.',
      [
        'Find and fix crawling and indexing problems',
        'Migrate a site without losing rankings',
        'Make pages fast and eligible for rich results',
      ],
      'SEO specialists, developers and marketers who own a large or fast-changing site.',
    ),
    chapters: [
      {
        title: 'Crawling and indexing',
        lectures: [
          {
            title: 'Reading a crawl like Googlebot',
            minutes: 38,
            videoId: 'DzGMrZpH3QU',
            free: true,
          },
          { title: 'Robots.txt, sitemaps and canonical tags', minutes: 44, videoId: 'M7lc1UVf-VE' },
          { title: 'Fixing index bloat', minutes: 41, videoId: 'Ks-_Mh1QhMc' },
        ],
      },
      {
        title: 'Site architecture',
        lectures: [
          { title: 'Internal linking at scale', minutes: 42, videoId: '2Vv-BfVoq4g' },
          { title: 'Faceted navigation and URL parameters', minutes: 47, videoId: 'ZbZSe6N_BXs' },
          { title: 'Site migrations without losing traffic', minutes: 45, videoId: 'tgbNymZ7vqY' },
        ],
      },
      {
        title: 'Rendering and speed',
        lectures: [
          { title: 'JavaScript SEO and rendering', minutes: 48, videoId: 'lp-EO5I60KA' },
          { title: 'Core Web Vitals in depth', minutes: 46, videoId: 'ScMzIvxBSi4' },
          { title: 'Images, fonts and caching', minutes: 36, videoId: 'bx1Bh8ZvH84' },
        ],
      },
      {
        title: 'Structured data and audits',
        lectures: [
          { title: 'Schema markup that earns rich results', minutes: 39, videoId: 'fLexgOxsZu0' },
          { title: 'International SEO and hreflang', minutes: 37, videoId: 'L_jWHffIx5E' },
          { title: 'Running a full technical audit', minutes: 48, videoId: 'y6120QOlsfU' },
        ],
      },
    ],
  },
  {
    title: 'Meta Ads Mastery: Facebook and Instagram Campaigns',
    tag: 'Meta ads',
    colors: ['#1877f2', '#c026d3'],
    educator: 'sana',
    price: 3499,
    discount: 40,
    daysAgo: 12,
    category: 'meta-ads',
    level: CourseLevel.ADVANCED,
    language: 'English',
    tags: ['meta ads', 'facebook ads', 'instagram ads', 'retargeting', 'ad creative'],
    learningPoints: [
      "Understand how Meta's delivery system picks who sees your ads",
      'Set up the pixel, the Conversions API and the right events',
      'Build broad, lookalike and custom audiences',
      'Test creative at scale and keep the winners',
      'Scale budgets without breaking what works',
    ],
    requirements: [
      'A Meta Business account with an ad account',
      'Experience running at least one ad campaign',
    ],
    description: describe(
      'Campaigns on Facebook and Instagram that pay for themselves: tracking you can trust, audiences, <strong>creative testing</strong>, retargeting and scaling with Advantage+.',
      [
        'Track conversions with the pixel and the Conversions API',
        'Test ad creative systematically',
        'Build retargeting funnels and scale budgets',
      ],
      'Performance marketers, e-commerce owners and agencies spending on Meta every month.',
    ),
    chapters: [
      {
        title: 'Campaign foundations',
        lectures: [
          {
            title: "How Meta's delivery system works",
            minutes: 22,
            videoId: 'Zi_XLOBDo_Y',
            free: true,
          },
          { title: 'Pixel, Conversions API and events', minutes: 31, videoId: 'uelHwf8o7_U' },
          { title: 'Audiences: broad, lookalike and custom', minutes: 28, videoId: 'QH2-TGUlwu4' },
        ],
      },
      {
        title: 'Creative that converts',
        lectures: [
          { title: 'Ad formats and placements', minutes: 24, videoId: 'iS1g8G_njx8' },
          { title: 'Writing hooks and primary text', minutes: 26, videoId: 'L_jWHffIx5E' },
          { title: 'Testing creative at scale', minutes: 33, videoId: 'sOnqjkJTMaA' },
        ],
      },
      {
        title: 'Scaling and reporting',
        lectures: [
          { title: 'Budgets, bidding and Advantage+', minutes: 29, videoId: '09R8_2nJtjg' },
          { title: 'Retargeting funnels', minutes: 27, videoId: 'hTWKbfoikeg' },
          { title: 'Reading Ads Manager reports', minutes: 30, videoId: 'nfWlot6h_JM' },
        ],
      },
    ],
  },
  {
    title: 'Newsletter Growth Playbook',
    tag: 'Free course',
    colors: ['#f59e0b', '#4a30a0'],
    educator: 'aarav',
    price: 0,
    discount: 0,
    daysAgo: 13,
    category: 'newsletters',
    level: CourseLevel.BEGINNER,
    language: 'English',
    tags: ['newsletters', 'email list', 'audience growth', 'free course'],
    learningPoints: [
      'Pick a newsletter format and a schedule you can keep',
      'Add a sign-up to everything you publish',
      'Grow with referrals and cross-promotions',
      'Reach your first 1,000 subscribers',
    ],
    requirements: ['Something you know well enough to write about every week'],
    description: describe(
      'A free, short course on starting a newsletter and growing it to its first thousand readers, with the exact steps and templates.',
      [
        'Choose a format and a schedule',
        'Turn readers of your posts into subscribers',
        'Grow with referrals and cross-promotions',
      ],
      'Creators, consultants and writers who want an audience no algorithm can take away.',
    ),
    chapters: [
      {
        title: 'Start your newsletter',
        lectures: [
          {
            title: 'Why a newsletter beats an algorithm',
            minutes: 9,
            videoId: 'rYEDA3JcQqw',
            free: true,
          },
          { title: 'Picking a format and a schedule', minutes: 12, videoId: 'kXYiU_JCYtU' },
        ],
      },
      {
        title: 'Grow your list',
        lectures: [
          { title: 'Sign-ups from every post', minutes: 14, videoId: 'CduA0TULnow' },
          { title: 'Referrals and cross-promotions', minutes: 11, videoId: 'YykjpeuMNEk' },
          { title: 'Your first 1,000 subscribers', minutes: 8, videoId: '60ItHLz5WEA' },
        ],
      },
    ],
  },
  {
    title: 'Google Analytics 4 for Marketers',
    tag: 'Analytics',
    colors: ['#f97316', '#0d9488'],
    educator: 'sana',
    price: 1999,
    discount: 0,
    daysAgo: 14,
    category: 'google-analytics',
    level: CourseLevel.INTERMEDIATE,
    language: 'Hindi',
    tags: ['google analytics', 'ga4', 'google tag manager', 'utm tracking', 'looker studio'],
    learningPoints: [
      'Understand GA4 events, parameters and key events',
      'Install GA4 with Google Tag Manager',
      'Answer marketing questions with reports and explorations',
      'Track every campaign with UTM links',
      'Build a monthly dashboard in Looker Studio',
    ],
    requirements: ['A website you can add a tracking tag to', 'Understanding spoken Hindi'],
    description: describe(
      'GA4 from set-up to decisions, taught in Hindi with English screens: tracking that is right from day one, the reports marketers need and a <strong>monthly reporting routine</strong>.',
      [
        'Set up GA4 and Tag Manager correctly',
        'Read acquisition, engagement and funnel reports',
        'Report on campaigns with UTM links and dashboards',
      ],
      'Marketers and business owners who want to know what is working.',
    ),
    chapters: [
      {
        title: 'Set up GA4 properly',
        lectures: [
          {
            title: 'GA4 concepts: events and parameters',
            minutes: 21,
            videoId: 'OPf0YbXqDm0',
            free: true,
          },
          { title: 'Installing GA4 with Tag Manager', minutes: 26, videoId: 'CevxZvSJLk8' },
          { title: 'Conversions and key events', minutes: 23, videoId: 'uelHwf8o7_U' },
        ],
      },
      {
        title: 'Reports that answer questions',
        lectures: [
          { title: 'Acquisition reports', minutes: 22, videoId: 'JGwWNGJdvx8' },
          { title: 'Engagement and retention', minutes: 19, videoId: 'nfWlot6h_JM' },
          { title: 'Explorations: funnels and paths', minutes: 28, videoId: 'hT_nvWreIhg' },
        ],
      },
      {
        title: 'From data to decisions',
        lectures: [
          { title: 'UTM links and campaign tracking', minutes: 24, videoId: 'RgKAFK5djSk' },
          { title: 'Looker Studio dashboards', minutes: 27, videoId: 'fJ9rUzIMcZQ' },
          { title: 'A monthly reporting routine', minutes: 18, videoId: 'kJQP7kiw5Fk' },
        ],
      },
    ],
  },
  {
    title: 'Conversion Rate Optimization and A/B Testing',
    tag: 'CRO',
    colors: ['#7c3aed', '#0891b2'],
    educator: 'aarav',
    price: 2999,
    discount: 25,
    daysAgo: 15,
    category: 'ab-testing',
    level: CourseLevel.ADVANCED,
    language: 'English',
    tags: ['conversion rate optimization', 'a/b testing', 'cro', 'heatmaps', 'landing pages'],
    learningPoints: [
      'Find the pages and steps that lose the most customers',
      'Use heatmaps and recordings to see why',
      'Write hypotheses worth testing',
      'Design A/B tests with the right sample size',
      'Read results without fooling yourself',
    ],
    requirements: [
      'A site or app with steady traffic',
      'Working knowledge of an analytics tool such as GA4',
    ],
    description: describe(
      'Get more customers from the traffic you already have: a repeatable CRO process, research with heatmaps and recordings, and <strong>A/B tests</strong> you can trust.',
      [
        'Run the CRO process from research to result',
        'Size and run A/B tests correctly',
        'Turn test results into decisions',
      ],
      'Growth marketers, product managers and founders with traffic to convert.',
    ),
    chapters: [
      {
        title: 'Find what to fix',
        lectures: [
          { title: 'The CRO process', minutes: 14, videoId: 'fLexgOxsZu0', free: true },
          { title: 'Heatmaps and session recordings', minutes: 18, videoId: 'hLQl3WQQoQ0' },
          { title: 'Forming a strong hypothesis', minutes: 16, videoId: 'JRfuAukYTKg' },
        ],
      },
      {
        title: 'Test and learn',
        lectures: [
          { title: 'Designing an A/B test', minutes: 21, videoId: 'lWA2pjMjpBs' },
          { title: 'Sample size and significance', minutes: 24, videoId: 'nCkpzqqog4k' },
          {
            title: 'Reading results without fooling yourself',
            minutes: 19,
            videoId: '3JZ_D3ELwOQ',
          },
        ],
      },
    ],
  },
  {
    title: 'Start Freelancing on Upwork and Fiverr',
    tag: 'Freelancing',
    colors: ['#14a800', '#1dbf73'],
    educator: 'sana',
    price: 799,
    discount: 0,
    daysAgo: 16,
    category: 'upwork-fiverr',
    level: CourseLevel.BEGINNER,
    language: 'Hindi',
    tags: ['freelancing', 'upwork', 'fiverr', 'proposals', 'first clients'],
    learningPoints: [
      'Choose a marketing service clients already pay for',
      'Build an Upwork profile and Fiverr gigs that get found',
      'Write proposals that get replies',
      'Price your first projects and earn repeat clients',
    ],
    requirements: ['One marketing skill you can offer, even as a beginner'],
    description: describe(
      'Your first paid freelance projects in digital marketing, taught in Hindi: picking a service, a profile that gets invited, <strong>proposals</strong>, pricing and reviews.',
      [
        'Set up Upwork and Fiverr to win',
        'Write proposals that stand out',
        'Turn first clients into repeat clients',
      ],
      'Students, career shifters and marketers starting to freelance.',
    ),
    chapters: [
      {
        title: 'Set up to win',
        lectures: [
          { title: 'Choosing a service to sell', minutes: 13, videoId: 'hLQl3WQQoQ0', free: true },
          { title: 'A profile that gets invited', minutes: 17, videoId: 'JRfuAukYTKg' },
          { title: 'Gigs and portfolios', minutes: 15, videoId: 'fJ9rUzIMcZQ' },
        ],
      },
      {
        title: 'Land and keep clients',
        lectures: [
          { title: 'Proposals that get replies', minutes: 19, videoId: 'lWA2pjMjpBs' },
          { title: 'Pricing your first projects', minutes: 14, videoId: 'nCkpzqqog4k' },
          { title: 'Reviews and repeat clients', minutes: 16, videoId: 'JGwWNGJdvx8' },
        ],
      },
    ],
  },
  {
    title: 'Thought Leadership on LinkedIn',
    tag: 'LinkedIn',
    colors: ['#0a66c2', '#5b3cc4'],
    educator: 'aarav',
    price: 1599,
    discount: 15,
    daysAgo: 17,
    category: 'linkedin-branding',
    level: CourseLevel.ALL_LEVELS,
    language: 'English',
    tags: ['thought leadership', 'linkedin', 'linkedin posts', 'carousels'],
    learningPoints: [
      'Find a point of view worth following',
      'Write posts people save and share',
      'Use carousels, newsletters and LinkedIn Live',
      'Turn attention into invitations, clients and jobs',
    ],
    requirements: ['A LinkedIn profile', 'Experience in your field worth sharing'],
    description: describe(
      'Become the person your industry quotes: a clear point of view, posts that get saved and formats that build authority on LinkedIn week after week.',
      [
        'Find your point of view',
        'Write posts and carousels that build authority',
        'Turn attention into opportunities',
      ],
      'Professionals, founders and consultants at any stage who want to be known in their field.',
    ),
    chapters: [
      {
        title: 'Find your point of view',
        lectures: [
          {
            title: 'What thought leadership is and is not',
            minutes: 10,
            videoId: 'kJQP7kiw5Fk',
            free: true,
          },
          { title: 'Finding your contrarian take', minutes: 15, videoId: 'hT_nvWreIhg' },
        ],
      },
      {
        title: 'Publish and be known',
        lectures: [
          { title: 'Writing posts people save', minutes: 18, videoId: 'RgKAFK5djSk' },
          {
            title: 'Carousels, newsletters and LinkedIn Live',
            minutes: 21,
            videoId: 'OPf0YbXqDm0',
          },
          { title: 'Turning attention into opportunities', minutes: 14, videoId: 'CevxZvSJLk8' },
        ],
      },
    ],
  },
];

/** Enrollments (student key → course titles) and their ratings. */
export const DEMO_ENROLLMENTS: { student: 'student' | 'kabir'; course: string; rating?: number }[] =
  [
    { student: 'student', course: 'Personal Branding Masterclass', rating: 5 },
    { student: 'student', course: 'Digital Marketing Starter Kit', rating: 4 },
    { student: 'student', course: 'SEO Fundamentals: Rank on Google' },
    { student: 'kabir', course: 'Personal Branding Masterclass', rating: 4 },
    { student: 'kabir', course: 'Instagram Marketing for Small Businesses', rating: 5 },
    { student: 'kabir', course: 'Digital Marketing Starter Kit', rating: 5 },
  ];
