/** The site's sections, in the navbar and the phone menu. */
export const NAV_LINKS = [
  { to: '/course-list', label: 'Courses' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** aria-current for a section's link: its page, or a page under it (a course list search). */
export function currentPage(pathname: string, to: string): 'page' | undefined {
  return pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined;
}
