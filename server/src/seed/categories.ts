/**
 * The catalog's subjects: reference data every install has, whether or not it seeds the demo
 * catalog (educators pick a subcategory in the course form). Two levels: 8 top-level categories,
 * each with its subcategories in display order. Slugs are lower-case `a-z0-9-`, unique over the
 * whole tree, and never change once shipped (category pages are /category/{slug}); names may.
 *
 * Read by the boot-time insert (category-seed.ts) and by scripts/generate-scale-data.mjs.
 * Adding an entry here adds it to every database at its next boot; removing one does not delete it.
 */

export interface CategorySeed {
  slug: string;
  name: string;
}

export interface TopCategorySeed extends CategorySeed {
  children: readonly CategorySeed[];
}

export const CATEGORY_TREE = [
  {
    slug: 'seo',
    name: 'SEO',
    children: [
      { slug: 'keyword-research', name: 'Keyword Research' },
      { slug: 'on-page-seo', name: 'On-Page SEO' },
      { slug: 'technical-seo', name: 'Technical SEO' },
      { slug: 'local-seo', name: 'Local SEO' },
      { slug: 'link-building', name: 'Link Building' },
      { slug: 'ecommerce-seo', name: 'E-commerce SEO' },
      { slug: 'seo-writing', name: 'SEO Writing' },
    ],
  },
  {
    slug: 'social-media',
    name: 'Social Media',
    children: [
      { slug: 'instagram-marketing', name: 'Instagram Marketing' },
      { slug: 'linkedin', name: 'LinkedIn' },
      { slug: 'youtube', name: 'YouTube' },
      { slug: 'tiktok', name: 'TikTok' },
      { slug: 'facebook-marketing', name: 'Facebook Marketing' },
      { slug: 'x-twitter', name: 'X (Twitter)' },
      { slug: 'pinterest', name: 'Pinterest' },
      { slug: 'community-management', name: 'Community Management' },
    ],
  },
  {
    slug: 'content',
    name: 'Content Marketing',
    children: [
      { slug: 'content-strategy', name: 'Content Strategy' },
      { slug: 'copywriting', name: 'Copywriting' },
      { slug: 'blogging', name: 'Blogging' },
      { slug: 'video-content', name: 'Video Content' },
      { slug: 'podcasting', name: 'Podcasting' },
      { slug: 'brand-storytelling', name: 'Brand Storytelling' },
      { slug: 'design-for-marketers', name: 'Design for Marketers' },
    ],
  },
  {
    slug: 'paid-ads',
    name: 'Paid Ads',
    children: [
      { slug: 'google-ads', name: 'Google Ads' },
      { slug: 'meta-ads', name: 'Meta Ads' },
      { slug: 'youtube-ads', name: 'YouTube Ads' },
      { slug: 'linkedin-ads', name: 'LinkedIn Ads' },
      { slug: 'performance-marketing', name: 'Performance Marketing' },
      { slug: 'retargeting', name: 'Retargeting' },
      { slug: 'marketplace-ads', name: 'Amazon and Marketplace Ads' },
    ],
  },
  {
    slug: 'email-marketing',
    name: 'Email Marketing',
    children: [
      { slug: 'newsletters', name: 'Newsletters' },
      { slug: 'email-automation', name: 'Email Automation' },
      { slug: 'lead-magnets', name: 'Lead Magnets' },
      { slug: 'email-copywriting', name: 'Email Copywriting' },
      { slug: 'list-building', name: 'List Building' },
      { slug: 'email-deliverability', name: 'Deliverability' },
    ],
  },
  {
    slug: 'personal-branding',
    name: 'Personal Branding',
    children: [
      { slug: 'brand-positioning', name: 'Brand Positioning' },
      { slug: 'linkedin-branding', name: 'LinkedIn Branding' },
      { slug: 'thought-leadership', name: 'Thought Leadership' },
      { slug: 'public-speaking', name: 'Public Speaking' },
      { slug: 'creator-business', name: 'Creator Business' },
      { slug: 'portfolio-websites', name: 'Portfolio Websites' },
      { slug: 'networking', name: 'Networking' },
    ],
  },
  {
    slug: 'analytics',
    name: 'Analytics',
    children: [
      { slug: 'google-analytics', name: 'Google Analytics' },
      { slug: 'tag-manager', name: 'Google Tag Manager' },
      { slug: 'conversion-optimization', name: 'Conversion Rate Optimization' },
      { slug: 'ab-testing', name: 'A/B Testing' },
      { slug: 'marketing-dashboards', name: 'Dashboards and Reporting' },
      { slug: 'attribution', name: 'Attribution' },
    ],
  },
  {
    slug: 'freelancing',
    name: 'Freelancing',
    children: [
      { slug: 'upwork-fiverr', name: 'Upwork and Fiverr' },
      { slug: 'client-acquisition', name: 'Finding Clients' },
      { slug: 'pricing-proposals', name: 'Pricing and Proposals' },
      { slug: 'contracts-invoicing', name: 'Contracts and Invoicing' },
      { slug: 'consulting', name: 'Consulting' },
      { slug: 'starting-an-agency', name: 'Starting an Agency' },
      { slug: 'remote-work', name: 'Remote Work' },
    ],
  },
] as const satisfies readonly TopCategorySeed[];

/** A subcategory's slug: what a course is filed under (its top level follows from it). */
export type SubcategorySlug = (typeof CATEGORY_TREE)[number]['children'][number]['slug'];

/** One row per category, top levels before their children; `position` orders siblings from 0. */
export const CATEGORY_ROWS: readonly {
  slug: string;
  name: string;
  parentSlug: string | null;
  position: number;
}[] = (CATEGORY_TREE as readonly TopCategorySeed[]).flatMap((top, t) => [
  { slug: top.slug, name: top.name, parentSlug: null, position: t },
  ...top.children.map((child, c) => ({
    slug: child.slug,
    name: child.name,
    parentSlug: top.slug,
    position: c,
  })),
]);
