import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Opens every new page at the top: a link or a redirect (after payment, sign-up, account deletion)
 * to another path would otherwise keep the window's scroll from the page it left (My Enrollments
 * opened 480 px down on a phone, where the course page's Enroll button had been). Back and Forward
 * (POP) are left to the browser and to useKeepScroll, which put the page back where it was; a
 * change of the query string alone (a filter) keeps the place too.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);

  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== NavigationType.Pop) window.scrollTo({ top: 0, left: 0 });
  }, [pathname, navigationType]);

  return null;
}
