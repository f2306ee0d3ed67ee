import '../test/jsdomShims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedIn } from '../test/fixtures';
import { CaptionsEditor } from './CaptionsEditor';
import {
  DeleteLectureCaptionsDocument,
  HostedVideoStatusDocument,
  UploadLectureCaptionsDocument,
} from './video.generated';
import { STATUS_POLL_MS, VideoStatus } from './VideoStatus';

type Status = 'UPLOADING' | 'PROCESSING' | 'READY' | 'FAILED';

const video = (status: Status, change: Record<string, unknown> = {}) => ({
  __typename: 'HostedVideo',
  id: 'vid-1',
  status,
  progress: 0,
  failureReason: null,
  durationSeconds: null,
  renditions: [],
  captions: [],
  ...change,
});

const rendition = (name: string, height: number) => ({
  __typename: 'VideoRendition',
  name,
  height,
  bandwidth: 500_000,
  estimatedMegabytes: 12.5,
});

const answer = (hostedVideo: ReturnType<typeof video>) => ({
  request: { query: HostedVideoStatusDocument, variables: { id: 'vid-1' } },
  result: { data: { hostedVideo } },
});

const lecture = (captions: { language: string; label: string }[]) => ({
  __typename: 'Lecture',
  lectureId: 'lec-1',
  video: video('READY', {
    captions: captions.map((c) => ({ __typename: 'CaptionTrack', url: '/c.vtt', ...c })),
  }),
  pendingVideo: null,
});

describe('VideoStatus', () => {
  it('polls while the video is processed and stops once it is ready', async () => {
    renderWithProviders(<VideoStatus videoId="vid-1" replacing />, {
      mocks: [
        signedIn('EDUCATOR'),
        answer(video('PROCESSING', { progress: 35 })),
        answer(video('PROCESSING', { progress: 80 })),
        answer(
          video('READY', {
            progress: 100,
            durationSeconds: 754,
            renditions: [rendition('240p', 240), rendition('720p', 720), rendition('audio', 0)],
          }),
        ),
      ],
    });
    const status = await screen.findByText('Processing: 35%');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(
      screen.getByText('The current video keeps playing until the new one is ready.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Processing: 80%', {}, { timeout: 3 * STATUS_POLL_MS }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Ready · 12:34', {}, { timeout: 3 * STATUS_POLL_MS }),
    ).toBeInTheDocument();
    expect(screen.getByText('Qualities: 240p, 720p, audio')).toBeInTheDocument();
    expect(screen.queryByText(/keeps playing/)).not.toBeInTheDocument();
    // No answer is left: a fourth poll would fail and say the status could not be loaded.
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS + 500));
    expect(screen.getByText('Ready · 12:34')).toBeInTheDocument();
    expect(screen.queryByText("The video's status could not be loaded.")).not.toBeInTheDocument();
  });

  it("shows a failed video's reason and offers another file", async () => {
    const chooseAnother = jest.fn();
    renderWithProviders(<VideoStatus videoId="vid-1" onChooseAnother={chooseAnother} />, {
      mocks: [
        signedIn('EDUCATOR'),
        answer(video('FAILED', { failureReason: 'This file is not a video ffprobe can read.' })),
      ],
    });
    expect(
      await screen.findByText(
        'The video could not be used: This file is not a video ffprobe can read.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(chooseAnother).toHaveBeenCalled();
  });
});

describe('CaptionsEditor', () => {
  it("shows the server's reason for a refused file on that language's field", async () => {
    const file = new File(['not captions'], 'hindi.srt', { type: 'application/x-subrip' });
    renderWithProviders(<CaptionsEditor lectureId="lec-1" videoId="vid-1" />, {
      mocks: [
        signedIn('EDUCATOR'),
        answer(video('READY', { captions: [] })),
        {
          request: {
            query: UploadLectureCaptionsDocument,
            variables: { lectureId: 'lec-1', language: 'hi', file },
          },
          result: {
            errors: [
              new GraphQLError('Line 1 is not a cue timing (00:00:01,000 --> 00:00:02,000).', {
                extensions: { code: 'BAD_USER_INPUT' },
              }),
            ],
          },
        },
      ],
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('No Hindi captions yet')).toBeInTheDocument();
    const input = screen.getByLabelText('Hindi captions file');
    await user.upload(input, file);
    expect(
      await screen.findByText('Line 1 is not a cue timing (00:00:01,000 --> 00:00:02,000).'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('English captions file')).not.toHaveAttribute('aria-invalid');
  });

  it('lists the captions present and removes one', async () => {
    renderWithProviders(<CaptionsEditor lectureId="lec-1" videoId="vid-1" />, {
      mocks: [
        signedIn('EDUCATOR'),
        answer(
          video('READY', {
            captions: [{ __typename: 'CaptionTrack', language: 'en', label: 'English', url: '/c' }],
          }),
        ),
        {
          request: {
            query: DeleteLectureCaptionsDocument,
            variables: { lectureId: 'lec-1', language: 'en' },
          },
          result: { data: { deleteLectureCaptions: lecture([]) } },
        },
      ],
    });
    expect(await screen.findByText('English captions added')).toBeInTheDocument();
    expect(screen.getByText('No Hindi captions yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove English captions' }));
    expect(await screen.findByText('No English captions yet')).toBeInTheDocument();
    expect(screen.getByText('English captions removed.')).toBeInTheDocument();
  });
});
