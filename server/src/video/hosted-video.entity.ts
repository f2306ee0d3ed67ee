import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

export enum HostedVideoStatus {
  UPLOADING = 'uploading',
  PROCESSING = 'processing',
  READY = 'ready',
  FAILED = 'failed',
}

/** One HLS output of a transcode: a video rung of the ladder, or the audio-only rendition. */
export interface Rendition {
  /** '240p', '360p', '720p', '1080p' or 'audio'. */
  name: string;
  /** Pixel height; 0 for audio. */
  height: number;
  /** Peak bits per second, as the master playlist's BANDWIDTH. */
  bandwidth: number;
  /** The variant playlist's path under the video's storage prefix, e.g. '240p/index.m3u8'. */
  playlist: string;
}

/**
 * A file an educator uploaded (over tus) and its HLS transcode. Owned by the video module.
 * A video is uploaded by an educator, then attached to one lecture. The lecture plays
 * `lectures.video_id` (the last one to become ready), so a replacement in progress never
 * interrupts the one learners watch.
 */
@Entity('hosted_videos')
@Index('IDX_hosted_videos_lecture', ['lectureId', 'createdAt'])
@Index('UQ_hosted_videos_upload', ['uploadId'], { unique: true })
@Check('CHK_hosted_videos_progress', '"progress" BETWEEN 0 AND 100')
export class HostedVideo {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'uploader_id', type: 'uuid' })
  uploaderId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'uploader_id' })
  uploader?: User;

  /** Null until attached to a lecture (an upload made while a new course is still a form). */
  @Column({ name: 'lecture_id', type: 'uuid', nullable: true })
  lectureId: string | null;

  // Named by string, with no import: lectures.video_id points back here (lecture.entity.ts).
  @ManyToOne('Lecture', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lecture_id' })
  lecture?: object;

  /** The tus upload's id, while and after it is uploaded. */
  @Column({ name: 'upload_id', type: 'varchar', length: 200, nullable: true })
  uploadId: string | null;

  @Column({ type: 'enum', enum: HostedVideoStatus, enumName: 'hosted_video_status' })
  status: HostedVideoStatus;

  /** Transcode progress, 0 to 100. */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  /** Why the upload or the transcode failed, in words an educator can act on. */
  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason: string | null;

  @Column({ name: 'original_name', type: 'varchar', length: 255, nullable: true })
  originalName: string | null;

  @Column({ name: 'size_bytes', type: 'bigint', nullable: true })
  sizeBytes: string | null;

  @Column({ name: 'duration_seconds', type: 'double precision', nullable: true })
  durationSeconds: number | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  renditions: Rendition[];

  /** The AES-128 key of its segments; served only by the key endpoint, never in a listing. */
  @Column({ name: 'encryption_key', type: 'bytea', nullable: true, select: false })
  encryptionKey: Buffer | null;

  /** Where the HLS output lives: a folder under DATA_DIR/videos, or a key prefix in S3_BUCKET. */
  @Column({ name: 'storage_prefix', type: 'varchar', length: 300, nullable: true })
  storagePrefix: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'ready_at', type: 'timestamptz', nullable: true })
  readyAt: Date | null;
}
