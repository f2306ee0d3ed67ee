/**
 * A hosted lecture video as the player needs it: the GraphQL `HostedVideo` fields, declared here
 * so the video feature does not depend on one screen's query.
 */
export interface HostedRendition {
  /** '240p', '720p', ... or the audio-only rendition's name. */
  name: string;
  /** 0 for the audio-only rendition. */
  height: number;
  bandwidth: number;
  estimatedMegabytes: number;
}

export interface HostedCaption {
  /** 'en', 'hi'. */
  language: string;
  label: string;
  /** A signed, short-lived WebVTT URL. */
  url: string;
}

export interface HostedVideoSource {
  id: string;
  /** The signed, short-lived master playlist URL. */
  playbackUrl: string;
  posterUrl?: string | null;
  durationSeconds?: number | null;
  renditions: readonly HostedRendition[];
  captions: readonly HostedCaption[];
}

export const isAudioOnly = (rendition: Pick<HostedRendition, 'height'>) => rendition.height === 0;

/** Statuses with which a signed URL or a key is refused: expired, or the viewer's access ended. */
export const REFUSED_STATUSES: ReadonlySet<number> = new Set([401, 403, 410]);
