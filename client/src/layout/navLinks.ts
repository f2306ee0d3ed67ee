/**
 * The site's sections, in the navbar and the phone menu (`labelKey`: in the `layout` catalog).
 * `signedInFrom`: signed in, the account's links fill a desktop bar, so this one joins the bar
 * only from that width (it stays in the phone menu, and the landing page's tile leads there too).
 */
export const NAV_LINKS = [
  { to: '/course-list', labelKey: 'layout.courses', signedInFrom: undefined },
  { to: '/mentors', labelKey: 'layout.mentors', signedInFrom: '2xl' },
  // Signed in, the bar also holds the notification bell (and an educator's dashboard button):
  // About and Contact join it from 2xl, and stay in the footer and the phone menu.
  { to: '/about', labelKey: 'layout.about', signedInFrom: '2xl' },
  { to: '/contact', labelKey: 'layout.contact', signedInFrom: '2xl' },
] as const;

/** aria-current for a section's link: its page, or a page under it (a course list search). */
export function currentPage(pathname: string, to: string): 'page' | undefined {
  return pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined;
}
