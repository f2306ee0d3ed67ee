import { useEffect } from 'react';

export const SITE_NAME = 'BrandCraft';

/**
 * Sets the tab title to "{title} | BrandCraft" while the page is shown, and to the site name alone
 * without a title. Pages pass undefined until their data has a name, so the tab never keeps the
 * previous page's name meanwhile.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
