import '../test/jsdomShims';
import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreviousUpload } from 'tus-js-client';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LectureForm } from '../curriculum/LectureForm';
import { signedIn } from '../test/fixtures';
import type { NewLecture } from '../curriculum/curriculum';
import { Upload } from './test/fakeTus';
import {
  AttachLectureVideoDocument,
  HostedVideoStatusDocument,
  VideoUploadLimitsDocument,
} from './video.generated';
import { readVideoDuration } from './videoDuration';
import { CHUNK_BYTES, VIDEO_UPLOAD_ENDPOINT } from './videoUploadStore';

jest.mock('tus-js-client', () => jest.requireActual('./test/fakeTus'));
// jsdom reads no video metadata: the browser's reading of the length is given here.
jest.mock('./videoDuration', () => ({ readVideoDuration: jest.fn(() => Promise.resolve(null)) }));

const MB = 1024 * 1024;
const clip = () => new File([new Uint8Array(16)], 'lesson-one.mp4', { type: 'video/mp4' });

/** The server's limits: generous unless a test says otherwise. */
function uploadLimits(maxBytes = 1024 * MB, maxSeconds = 4 * 3600): MockedResponse {
  return {
    request: { query: VideoUploadLimitsDocument },
    result: {
      data: { videoUploadLimits: { __typename: 'VideoUploadLimits', maxBytes, maxSeconds } },
    },
  };
}

function renderForm(
  initial?: NewLecture & { lectureId?: string },
  mocks: MockedResponse[] = [],
  limits = uploadLimits(),
) {
  const onAdd = jest.fn<void, [NewLecture]>();
  renderWithProviders(
    <LectureForm chapterTitle="Foundations" onClose={() => {}} onAdd={onAdd} initial={initial} />,
    { mocks: [signedIn('EDUCATOR'), limits, ...mocks] },
  );
  return { onAdd, user: userEvent.setup({ delay: null }) };
}

async function chooseUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Upload a video' }));
  return screen.findByLabelText('Video file');
}

/** The upload the screen made once the file was chosen. */
async function latestUpload(count: number) {
  await act(async () => {
    while (Upload.instances.length < count) await new Promise((r) => setTimeout(r, 10));
  });
  return Upload.instances[count - 1];
}

beforeEach(() => {
  Upload.previous = [];
});

describe('LectureForm: upload or YouTube', () => {
  it('keeps the YouTube link field by default and swaps it for a file input on Upload', async () => {
    const { user } = renderForm();
    expect(await screen.findByRole('radio', { name: 'YouTube link' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Lecture URL' })).toBeInTheDocument();
    const file = await chooseUpload(user);
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', 'video/*');
    expect(screen.queryByRole('textbox', { name: 'Lecture URL' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'YouTube link' }));
    expect(await screen.findByRole('textbox', { name: 'Lecture URL' })).toBeInTheDocument();
  });

  it('asks for a file before an uploaded lecture can be added', async () => {
    const { user, onAdd } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Lecture Title' }), 'Intro');
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }), '5');
    await chooseUpload(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose a video file to upload.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });
});

describe('LectureForm: a tus upload', () => {
  it('sends the file in chunks with the token, shows its progress, pauses, resumes and cancels', async () => {
    const { user, onAdd } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Lecture Title' }), 'Intro');
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }), '5');
    const before = Upload.instances.length;
    await user.upload(await chooseUpload(user), clip());
    const upload = await latestUpload(before + 1);

    expect(upload.options.endpoint).toBe(`http://localhost${VIDEO_UPLOAD_ENDPOINT}`);
    expect(upload.options.chunkSize).toBe(CHUNK_BYTES);
    expect(upload.options.retryDelays?.length).toBeGreaterThan(2);
    expect(upload.options.metadata).toEqual({ filename: 'lesson-one.mp4', filetype: 'video/mp4' });
    const headers: Record<string, string> = {};
    await upload.options.onBeforeRequest?.({
      setHeader: (name: string, value: string) => (headers[name] = value),
    } as never);
    // The token signed in now, read at each request (it may be renewed during a long upload).
    expect(headers.Authorization).toBe('Bearer stored');
    // It starts once the file passed the limits and no earlier upload of it was found.
    await waitFor(() => expect(upload.starts).toBe(1));

    act(() => {
      upload.created('http://localhost/api/video-uploads/0f5c2b7e-video');
      upload.options.onProgress?.(5 * MB, 20 * MB);
    });
    const bar = await screen.findByRole('progressbar', { name: 'Uploading lesson-one.mp4' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25% · 5 MB of 20 MB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(upload.aborts).toEqual([undefined]);
    expect(await screen.findByText('Upload paused at 25%.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(upload.starts).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    // Stopped, and the server asked to drop what it received.
    expect(upload.aborts).toEqual([undefined, true]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose a video file to upload.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds the lecture with the uploaded video once the file is sent', async () => {
    const { user, onAdd } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Lecture Title' }), 'Intro');
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }), '5');
    const before = Upload.instances.length;
    await user.upload(await chooseUpload(user), clip());
    const upload = await latestUpload(before + 1);
    act(() => upload.created('http://localhost/api/video-uploads/0f5c2b7e-video'));
    act(() => upload.options.onProgress?.(20 * MB, 20 * MB));
    expect(await screen.findByText('100% · 20 MB of 20 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ lectureTitle: 'Intro', lectureUrl: '', videoId: '0f5c2b7e-video' }),
    );
  });

  it('offers to resume an unfinished upload of the same file', async () => {
    const earlier: PreviousUpload = {
      size: 16,
      metadata: { filename: 'lesson-one.mp4' },
      creationTime: '2026-11-28T09:30:00.000Z',
      urlStorageKey: 'tus::fingerprint::1',
      uploadUrl: 'http://localhost/api/video-uploads/earlier-video',
      parallelUploadUrls: null,
    };
    Upload.previous = [earlier];
    const { user } = renderForm();
    const before = Upload.instances.length;
    await user.upload(await chooseUpload(user), clip());
    const upload = await latestUpload(before + 1);

    const offer = await screen.findByText(/An earlier upload of lesson-one\.mp4 did not finish/);
    expect(upload.starts).toBe(0);
    await user.click(
      within(offer.closest('[role="alert"]') ?? document.body).getByRole('button', {
        name: 'Resume upload',
      }),
    );
    expect(upload.resumedFrom).toBe(earlier);
    expect(upload.starts).toBe(1);
    act(() => upload.options.onProgress?.(8, 16));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });

  it('waits for the connection and carries on when it returns', async () => {
    const { user } = renderForm();
    const before = Upload.instances.length;
    await user.upload(await chooseUpload(user), clip());
    const upload = await latestUpload(before + 1);
    await waitFor(() => expect(upload.starts).toBe(1));
    act(() => upload.options.onProgress?.(4 * MB, 10 * MB));

    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => upload.options.onError?.(new Error('xhr error')));
    expect(
      await screen.findByText(
        'Connection lost at 40%. The upload continues when you are back online.',
      ),
    ).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(upload.starts).toBe(2);
    onLine.mockRestore();
  });
});

describe('LectureForm: replacing the video of a saved lecture', () => {
  const readyVideo = {
    __typename: 'HostedVideo',
    id: 'vid-old',
    status: 'READY',
    progress: 100,
    failureReason: null,
    durationSeconds: 95,
    renditions: [],
    captions: [],
  };

  it('shows the current status, attaches the new upload at once and says the old one keeps playing', async () => {
    const attached = jest.fn(() => ({
      data: {
        attachLectureVideo: {
          __typename: 'Lecture',
          lectureId: 'lec-1',
          video: readyVideo,
          pendingVideo: {
            ...readyVideo,
            id: 'vid-new',
            status: 'UPLOADING',
            durationSeconds: null,
          },
        },
      },
    }));
    const { user } = renderForm(
      {
        lectureId: 'lec-1',
        lectureTitle: 'Intro',
        lectureDuration: 2,
        lectureUrl: '',
        isPreviewFree: false,
        videoId: 'vid-old',
        playingVideoId: 'vid-old',
      },
      [
        {
          request: { query: HostedVideoStatusDocument, variables: { id: 'vid-old' } },
          result: { data: { hostedVideo: readyVideo } },
        },
        {
          request: {
            query: AttachLectureVideoDocument,
            variables: { lectureId: 'lec-1', videoId: 'vid-new' },
          },
          result: attached,
        },
      ],
    );
    expect(await screen.findByRole('radio', { name: 'Upload a video' })).toBeChecked();
    expect(await screen.findByText('Ready · 1:35')).toBeInTheDocument();
    expect(screen.getByLabelText('English captions file')).toBeInTheDocument();

    const before = Upload.instances.length;
    await user.upload(screen.getByLabelText('Video file'), clip());
    const upload = await latestUpload(before + 1);
    expect(upload.options.metadata).toEqual({
      filename: 'lesson-one.mp4',
      filetype: 'video/mp4',
      lectureId: 'lec-1',
    });
    act(() => {
      upload.created('http://localhost/api/video-uploads/vid-new');
      upload.options.onProgress?.(1, 16);
    });
    await waitFor(() => expect(attached).toHaveBeenCalled());
    expect(
      await screen.findByText('The current video keeps playing until the new one is ready.'),
    ).toBeInTheDocument();
  });
});

describe('LectureForm: the upload limits, before a byte is sent', () => {
  it('refuses a file larger than the limit', async () => {
    const { user } = renderForm(undefined, [], uploadLimits(10));
    await screen.findByRole('textbox', { name: 'Lecture Title' });
    await act(() => new Promise((r) => setTimeout(r, 20))); // the limits arrive
    const before = Upload.instances.length;
    await user.upload(await chooseUpload(user), clip());
    expect(await screen.findByText('This file is larger than the upload limit.')).toBeVisible();
    expect(Upload.instances.length).toBe(before);
  });

  it('refuses a video longer than the limit, as the browser reads it', async () => {
    jest.mocked(readVideoDuration).mockResolvedValueOnce(2 * 3600);
    const { user } = renderForm(undefined, [], uploadLimits(MB, 3600));
    await screen.findByRole('textbox', { name: 'Lecture Title' });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    const before = Upload.instances.length;
    await user.upload(await chooseUpload(user), clip());
    expect(await screen.findByText('This video is longer than the 1h limit.')).toBeVisible();
    expect(Upload.instances.length).toBe(before);
  });
});
