import createError from 'http-errors';
import type { FileUpload } from 'graphql-upload-ts';
import type { RuntimeConfig } from '../config/app-config';
import type { ThumbnailStore } from './thumbnail-store';
import { UploadsService } from './uploads.service';

const service = new UploadsService(
  { maxUploadBytes: 1024 * 1024 } as RuntimeConfig,
  {} as ThumbnailStore,
);
const uploadThatThrows = (error: Error) =>
  Promise.resolve({
    createReadStream: () => {
      throw error;
    },
  } as unknown as FileUpload);

describe('UploadsService.readGraphQLUpload when the file cannot be opened', () => {
  it('names the size limit when graphql-upload already truncated the file', async () => {
    const truncated = createError(413, 'File truncated as it exceeds the 1048576 byte size limit.');
    await expect(service.readGraphQLUpload(uploadThatThrows(truncated))).rejects.toMatchObject({
      message: 'Thumbnail must be at most 1 MB',
      code: 'BAD_USER_INPUT',
    });
  });

  it('says the file could not be read for any other failure', async () => {
    await expect(
      service.readGraphQLUpload(uploadThatThrows(new Error('stream ended early'))),
    ).rejects.toMatchObject({ message: 'Thumbnail could not be read', code: 'BAD_USER_INPUT' });
  });
});
