/**
 * What the editor's link tool makes of a typed URL or the selected text: an email becomes a
 * `mailto:` link, a YouTube or Vimeo video link becomes an embed, any other web address a link.
 * Pure, so it is tested without an editor.
 */
import { toWebUrl } from '../../../../../shared/web-link';
import { youtubeId } from '../../../../../shared/youtube-link';

export type LinkTarget =
  | { kind: 'mailto'; href: string; text: string }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'youtube'; videoId: string; embedUrl: string }
  | { kind: 'vimeo'; videoId: string; embedUrl: string };

const EMAIL = /^(?:mailto:)?([^\s@<>()/:]+@[^\s@<>()/:]+\.[^\s@<>()/:]+)$/i;

export function resolveLinkTarget(raw: string): LinkTarget | null {
  const text = raw.trim();
  if (!text) return null;
  const email = EMAIL.exec(text);
  if (email) return { kind: 'mailto', href: `mailto:${email[1]}`, text: email[1] };
  const url = toWebUrl(text);
  if (!url) return null;
  const videoId = youtubeId(url.href);
  if (videoId) {
    return { kind: 'youtube', videoId, embedUrl: `https://www.youtube.com/embed/${videoId}` };
  }
  const vimeo = vimeoVideo(url);
  if (vimeo) {
    const query = vimeo.hash ? `?h=${vimeo.hash}` : '';
    return {
      kind: 'vimeo',
      videoId: vimeo.id,
      embedUrl: `https://player.vimeo.com/video/${vimeo.id}${query}`,
    };
  }
  return { kind: 'link', href: url.href, text };
}

const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
const pathParts = (url: URL) => url.pathname.split('/').filter(Boolean);

/** The numeric id (and an unlisted video's hash) from vimeo.com or player.vimeo.com links. */
export function vimeoVideo(url: URL): { id: string; hash?: string } | null {
  const host = bareHost(url);
  const parts = pathParts(url);
  if (host === 'player.vimeo.com') {
    const id = parts[0] === 'video' ? parts[1] : undefined;
    if (!id || !/^\d+$/.test(id)) return null;
    const hash = url.searchParams.get('h');
    return hash ? { id, hash } : { id };
  }
  if (host !== 'vimeo.com') return null;
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index === -1) return null;
  const next = parts[index + 1];
  const hash = next && /^[\da-f]+$/i.test(next) ? next : url.searchParams.get('h');
  return hash ? { id: parts[index], hash } : { id: parts[index] };
}
