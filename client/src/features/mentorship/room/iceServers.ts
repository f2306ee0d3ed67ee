/** The room's ICE servers as RTCPeerConnection takes them (GraphQL's nulls left out). */
export const toIceServers = (
  servers: { urls: string[]; username?: string | null; credential?: string | null }[],
): RTCIceServer[] =>
  servers.map(({ urls, username, credential }) => ({
    urls,
    ...(username != null && { username }),
    ...(credential != null && { credential }),
  }));
