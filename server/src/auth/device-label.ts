import Bowser from 'bowser';

/**
 * A readable name for the device behind a User-Agent header: "Chrome on Android", "Safari on iOS";
 * a program that is no browser by its first product token ("curl"); else "Unknown device".
 */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return UNKNOWN;
  const { browser, os } = Bowser.parse(ua);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  if (browser.name) return browser.name;
  if (os.name) return `A browser on ${os.name}`;
  const product = /^[A-Za-z][\w.-]{0,39}/.exec(ua)?.[0];
  return product ?? UNKNOWN;
}

const UNKNOWN = 'Unknown device';
