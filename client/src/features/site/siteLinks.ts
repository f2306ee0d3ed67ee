import type { IconType } from 'react-icons';
import { FaInstagram, FaLinkedinIn, FaWhatsapp } from 'react-icons/fa6';

/** Where people reach the team: support mail, the mentorship chat and the social profiles. */

export const SUPPORT_EMAIL = 'support@brandcraft.dev';

const WHATSAPP_NUMBER = '919999999999';

/** Opens a WhatsApp chat with a prefilled request for a mentorship call. */
export const MENTORSHIP_CALL_URL = `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(
  'Hi BrandCraft! I would like to book a 1-on-1 mentorship call.',
)}`;

export interface SocialLink {
  label: string;
  href: string;
  icon: IconType;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    label: 'BrandCraft on LinkedIn',
    href: 'https://www.linkedin.com/company/brandcraft',
    icon: FaLinkedinIn,
  },
  {
    label: 'Chat with BrandCraft on WhatsApp',
    href: `https://wa.me/${WHATSAPP_NUMBER}`,
    icon: FaWhatsapp,
  },
  {
    label: 'BrandCraft on Instagram',
    href: 'https://www.instagram.com/brandcraft',
    icon: FaInstagram,
  },
];
