import type { IconType } from 'react-icons';
import {
  LuBookOpen,
  LuMessageCircleQuestion,
  LuLayoutDashboard,
  LuMessageSquareText,
  LuPresentation,
  LuSignal,
  LuSquarePlus,
  LuTicket,
  LuUsers,
  LuWebhook,
} from 'react-icons/lu';
import type { EducatorMessage } from '../i18n';

export interface EducatorNavLink {
  to: string;
  labelId: EducatorMessage;
  icon: IconType;
  /** Active only on this exact path (the dashboard is the index route). */
  end: boolean;
}

export const EDUCATOR_NAV_LINKS: readonly EducatorNavLink[] = [
  { to: '/educator', labelId: 'educator.nav.dashboard', icon: LuLayoutDashboard, end: true },
  { to: '/educator/add-course', labelId: 'educator.nav.addCourse', icon: LuSquarePlus, end: false },
  { to: '/educator/my-courses', labelId: 'educator.nav.myCourses', icon: LuBookOpen, end: false },
  { to: '/educator/student-enrolled', labelId: 'educator.nav.students', icon: LuUsers, end: false },
  {
    to: '/educator/reviews',
    labelId: 'educator.nav.reviews',
    icon: LuMessageSquareText,
    end: false,
  },
  {
    to: '/educator/questions',
    labelId: 'educator.nav.questions',
    icon: LuMessageCircleQuestion,
    end: false,
  },
  { to: '/educator/coupons', labelId: 'educator.nav.coupons', icon: LuTicket, end: false },
  { to: '/educator/analytics', labelId: 'educator.nav.analytics', icon: LuSignal, end: false },
  { to: '/educator/webhooks', labelId: 'educator.nav.webhooks', icon: LuWebhook, end: false },
  {
    to: '/educator/mentoring',
    labelId: 'educator.nav.mentoring',
    icon: LuPresentation,
    end: false,
  },
];
