/**
 * What a lecture link may be: a YouTube video the player can play. Used by the server (which
 * refuses other links on both APIs and stores the canonical form) and by the client (the player,
 * the editor's link tool and the lecture form's live feedback). No dependencies, so both compile it.
 */

/** YouTube video ids are 11 characters of the URL-safe base64 alphabet (SPEC section 9). */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
]);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

/** The end of the field error for a link that is not one; callers put the field's label first. */
export const NOT_A_YOUTUBE_VIDEO = 'must be a YouTube video link';

const idOrNull = (candidate: string | null | undefined): string | null =>
  candidate && VIDEO_ID.test(candidate) ? candidate : null;

/**
 * The video id of a YouTube link: `youtube.com/watch?v=ID` (any parameter order; www., m.,
 * music.), `youtu.be/ID`, `youtube.com/embed/ID`, `youtube.com/shorts/ID`, `youtube.com/live/ID`,
 * `youtube-nocookie.com/embed/ID`, or a bare 11-character id. Anything else is null.
 */
export function youtubeId(link: string | null | undefined): string | null {
  const text = link?.trim() ?? '';
  if (text === '') return null;
  if (VIDEO_ID.test(text)) return text;

  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const host = url.hostname.toLowerCase();
  const [first, second, ...rest] = url.pathname.split('/').filter(Boolean);

  if (SHORT_HOSTS.has(host)) return second === undefined ? idOrNull(first) : null;
  if (WATCH_HOSTS.has(host)) {
    if (first === 'watch' && second === undefined) return idOrNull(url.searchParams.get('v'));
    if (['embed', 'shorts', 'live'].includes(first ?? '') && rest.length === 0)
      return idOrNull(second);
    return null;
  }
  if (NOCOOKIE_HOSTS.has(host) && first === 'embed' && rest.length === 0) return idOrNull(second);
  return null;
}

/**
 * The stored form of a lecture link, `https://youtu.be/ID`, or null if it is not a YouTube video.
 * A start time is dropped: the player starts every video at the beginning.
 */
export function canonicalYouTubeLink(link: string | null | undefined): string | null {
  const id = youtubeId(link);
  return id && `https://youtu.be/${id}`;
}
