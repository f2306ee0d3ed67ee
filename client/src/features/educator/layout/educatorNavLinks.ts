import type { IconType } from 'react-icons';
import {
  LuBookOpen,
  LuLayoutDashboard,
  LuMessageSquareText,
  LuSignal,
  LuSquarePlus,
  LuTicket,
  LuUsers,
  LuWebhook,
} from 'react-icons/lu';

export interface EducatorNavLink {
  to: string;
  label: string;
  icon: IconType;
  /** Active only on this exact path (the dashboard is the index route). */
  end: boolean;
}

export const EDUCATOR_NAV_LINKS: readonly EducatorNavLink[] = [
  { to: '/educator', label: 'Dashboard', icon: LuLayoutDashboard, end: true },
  { to: '/educator/add-course', label: 'Add Course', icon: LuSquarePlus, end: false },
  { to: '/educator/my-courses', label: 'My Courses', icon: LuBookOpen, end: false },
  { to: '/educator/student-enrolled', label: 'Students Enrolled', icon: LuUsers, end: false },
  { to: '/educator/reviews', label: 'Reviews', icon: LuMessageSquareText, end: false },
  { to: '/educator/coupons', label: 'Coupons', icon: LuTicket, end: false },
  { to: '/educator/analytics', label: 'Analytics', icon: LuSignal, end: false },
  { to: '/educator/webhooks', label: 'Webhooks', icon: LuWebhook, end: false },
];
