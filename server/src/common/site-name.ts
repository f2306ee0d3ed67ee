/** The site's name where the server prints it: page previews, certificates, credentials. */
export const SITE_NAME = 'BrandCraft';
