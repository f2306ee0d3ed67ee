/** The site's sections, in the navbar and the phone menu (`labelKey`: in the `layout` catalog). */
export const NAV_LINKS = [
  { to: '/course-list', labelKey: 'layout.courses' },
  { to: '/mentors', labelKey: 'layout.mentors' },
  { to: '/about', labelKey: 'layout.about' },
  { to: '/contact', labelKey: 'layout.contact' },
] as const;

/** aria-current for a section's link: its page, or a page under it (a course list search). */
export function currentPage(pathname: string, to: string): 'page' | undefined {
  return pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined;
}
