import { useEffect, useState } from 'react';
import { getToken } from '../../../apollo/tokenStorage';
import { CallSession, type CallState } from './callSession';
import type { RoomKey } from './signalling';

/** A room's call for as long as the component is mounted: the camera's preview starts at once. */
export function useCallSession(room: RoomKey, iceServers: RTCIceServer[]) {
  const [call, setCall] = useState<CallSession | null>(null);
  const [state, setState] = useState<CallState | null>(null);
  const key = 'booking' in room ? `booking:${room.booking}` : `occurrence:${room.occurrence}`;

  useEffect(() => {
    const session = new CallSession({ room, iceServers, token: getToken, onChange: setState });
    setCall(session);
    setState(session.state);
    void session.startPreview();
    return () => session.dispose();
    // The room's answer (its ICE servers) does not change while it is open.
  }, [key]);

  return { call, state };
}
