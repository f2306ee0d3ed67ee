import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/**
 * An educator who offers sessions: what learners read about them, and the IANA time zone their
 * weekly hours are kept in. Owned by the mentorship module.
 */
@Entity('mentor_profiles')
@Check('CHK_mentor_profiles_headline', `char_length("headline") BETWEEN 1 AND 140`)
export class MentorProfile {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_mentor_profiles' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_mentor_profiles_user' })
  user?: User;

  @Column({ type: 'varchar', length: 140 })
  headline: string;

  @Column({ type: 'text', default: '' })
  bio: string;

  /** Up to 10 short topics ('Instagram growth', 'LinkedIn'), as the mentor wrote them. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  topics: string[];

  /** IANA zone ('Europe/London'); weekly hours and date overrides are in it. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;

  /** Listed at /mentors and bookable; a mentor may pause. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
