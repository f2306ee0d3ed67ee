import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who is writing an upload now, across instances (upload-locker.ts): a lease its holder renews
 * while the request lasts. A contender sets `releaseRequested`, and the holder lets go, as tus asks
 * of a lock when a client comes back on a new connection. Owned by the video module.
 */
@Entity('video_upload_locks')
export class UploadLock {
  /** The datastore's id of the upload. */
  @PrimaryColumn({
    name: 'upload_id',
    type: 'text',
    primaryKeyConstraintName: 'PK_video_upload_locks',
  })
  uploadId: string;

  @Column({ type: 'uuid' })
  holder: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'release_requested', type: 'boolean', default: false })
  releaseRequested: boolean;
}
