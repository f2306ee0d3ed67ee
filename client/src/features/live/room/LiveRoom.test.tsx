import type { MockedResponse } from '@apollo/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { activateLocale } from '../../../i18n/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LiveRoom } from './LiveRoom';
import { LiveRoomDocument } from './liveRoom.generated';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

const room = (patch: object) => ({
  __typename: 'LiveRoom',
  occurrenceId: 'o1',
  liveSessionId: 's1',
  state: 'OPEN',
  open: true,
  startsAt: iso(0),
  endsAt: iso(HOUR),
  opensAt: iso(-HOUR / 6),
  closesAt: iso(HOUR + HOUR / 6),
  role: 'PARTICIPANT',
  title: 'Live brand clinic',
  hostName: 'Sana Iyer',
  participantLimit: 6,
  overLimit: false,
  meetingUrl: null,
  iceServers: [],
  ...patch,
});

const answering = (data: object | null, code?: string): MockedResponse => ({
  request: { query: LiveRoomDocument, variables: { occurrenceId: 'o1' } },
  result: code
    ? { errors: [{ message: 'Live session not found', extensions: { code } }] as never }
    : { data: { liveRoom: data } },
});

const show = (mock: MockedResponse) =>
  renderWithProviders(<LiveRoom occurrenceId="o1" />, { mocks: [mock] });

describe('a live session’s room page', () => {
  it('says when an early room opens, and who hosts', async () => {
    show(answering(room({ state: 'EARLY', open: false, opensAt: iso(HOUR) })));
    expect(await screen.findByText(/^The room opens at /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live brand clinic' })).toBeInTheDocument();
    expect(screen.getByText('Hosted by Sana Iyer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the call' })).not.toBeInTheDocument();
  });

  it('sends a session with more seats than the room holds to the host’s link', async () => {
    show(answering(room({ overLimit: true, meetingUrl: 'https://meet.example.com/big' })));
    expect(
      await screen.findByText(/more seats than the built-in room holds \(6 people/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the meeting' })).toHaveAttribute(
      'href',
      'https://meet.example.com/big',
    );
  });

  it('tells the host of a cancelled meeting that its room is closed', async () => {
    show(answering(room({ state: 'CANCELLED', open: false, role: 'HOST' })));
    expect(await screen.findByText(/This meeting was cancelled/)).toBeInTheDocument();
    expect(screen.getByText(/You are the host/)).toBeInTheDocument();
  });

  it('tells anyone else the room is not theirs', async () => {
    show(answering(null, 'NOT_FOUND'));
    expect(await screen.findByText(/This room is not yours/)).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    beforeEach(() => activateLocale('hi'));
    afterEach(async () => {
      cleanup(); // before the language changes under a mounted page
      await activateLocale('en');
    });

    it('words the closed room in Hindi', async () => {
      show(answering(room({ state: 'ENDED', open: false })));
      expect(await screen.findByText('यह मीटिंग समाप्त हो गई है; इसका रूम बंद है।')).toBeInTheDocument();
      expect(screen.getByText('होस्ट: Sana Iyer')).toBeInTheDocument();
    });
  });
});
