import type { IconType } from 'react-icons';
import { FaInstagram, FaLinkedinIn, FaWhatsapp } from 'react-icons/fa6';
import { t } from './i18n';

/** Where people reach the team: support mail, the mentorship chat and the social profiles. */

export const SUPPORT_EMAIL = 'support@brandcraft.dev';

const WHATSAPP_NUMBER = '919999999999';

/** Opens a WhatsApp chat with a prefilled request for a mentorship call, in the active language. */
export const mentorshipCallUrl = () =>
  `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(t('site.mentorshipText'))}`;

export interface SocialLink {
  /** Its accessible name, a key of the `site` catalog. */
  labelKey: 'site.linkedin' | 'site.whatsapp' | 'site.instagram';
  href: string;
  icon: IconType;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    labelKey: 'site.linkedin',
    href: 'https://www.linkedin.com/company/brandcraft',
    icon: FaLinkedinIn,
  },
  {
    labelKey: 'site.whatsapp',
    href: `https://wa.me/${WHATSAPP_NUMBER}`,
    icon: FaWhatsapp,
  },
  {
    labelKey: 'site.instagram',
    href: 'https://www.instagram.com/brandcraft',
    icon: FaInstagram,
  },
];
