import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { forbidden, notFound } from '../../common/errors/domain-error';
import { Checker } from '../../common/validation';
import type { User } from '../../users/user.entity';
import { NOT_A_MENTOR } from '../availability/availability.service';
import { checkZone } from '../availability/hours-input';
import { MentorProfile } from '../mentor-profile.entity';
import { SessionType } from '../session-type.entity';
import type { MentorProfileInput, SessionTypeInput } from './mentor.types';

export const SESSION_TYPE_NOT_FOUND = 'Session type not found';

/** A whole number in [min, max], or `fallback` when not given; `message` when out of range. */
function bounded(
  check: Checker,
  field: string,
  message: string,
  value: number | null | undefined,
  [min, max]: [number, number],
  fallback: number,
): number {
  if (value === undefined || value === null) return fallback;
  return check.wholeNumber(field, message, value, min, max);
}

/** Mentor profiles and session types: what an educator offers. */
@Injectable()
export class MentorService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Makes the educator a mentor, or edits their profile. */
  async saveProfile(user: User, input: MentorProfileInput): Promise<MentorProfile> {
    const check = new Checker();
    const headline = check.requiredText('headline', 'Headline', input.headline, 140);
    const bio = check.optionalText('bio', 'Bio', input.bio, 2000, { multiline: true }) ?? '';
    const topics = (input.topics ?? []).map((t) => (typeof t === 'string' ? t.trim() : ''));
    if (topics.length > 10 || topics.some((t) => !t || t.length > 40 || /\p{Cc}/u.test(t)))
      check.fail('topics', 'A mentor has at most 10 topics, each 1 to 40 characters.');
    const timeZone = checkZone(check, 'timeZone', input.timeZone);
    check.done();
    const profile = { userId: user.id, headline, bio, topics: [...new Set(topics)], timeZone };
    await this.db
      .getRepository(MentorProfile)
      .upsert({ ...profile, ...(input.active === undefined ? {} : { active: input.active }) }, [
        'userId',
      ]);
    return this.db.getRepository(MentorProfile).findOneByOrFail({ userId: user.id });
  }

  async createSessionType(user: User, input: SessionTypeInput): Promise<SessionType> {
    if (!(await this.db.getRepository(MentorProfile).existsBy({ userId: user.id })))
      throw forbidden(NOT_A_MENTOR);
    const fields = this.checkSessionType(input);
    const repo = this.db.getRepository(SessionType);
    return repo.save(repo.create({ ...fields, mentorId: user.id }));
  }

  async updateSessionType(user: User, id: string, input: SessionTypeInput): Promise<SessionType> {
    const type = await this.owned(user, id);
    const fields = this.checkSessionType(input);
    await this.db.getRepository(SessionType).update({ id: type.id }, fields);
    return this.db.getRepository(SessionType).findOneByOrFail({ id: type.id });
  }

  /** Takes no new bookings; existing ones stay. */
  async archiveSessionType(user: User, id: string): Promise<SessionType> {
    const type = await this.owned(user, id);
    await this.db.getRepository(SessionType).update({ id: type.id }, { active: false });
    return { ...type, active: false };
  }

  /** The session type, if the user is its mentor; NOT_FOUND otherwise. */
  private async owned(user: User, id: string): Promise<SessionType> {
    const type = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.db.getRepository(SessionType).findOneBy({ id, mentorId: user.id })
      : null;
    if (!type) throw notFound(SESSION_TYPE_NOT_FOUND);
    return type;
  }

  private checkSessionType(input: SessionTypeInput) {
    const check = new Checker();
    const fields = {
      title: check.requiredText('title', 'Title', input.title, 120),
      description:
        check.optionalText('description', 'Description', input.description, 2000, {
          multiline: true,
        }) ?? '',
      durationMinutes: bounded(
        check,
        'durationMinutes',
        'A session lasts 15 to 120 minutes.',
        input.durationMinutes ?? 0,
        [15, 120],
        0,
      ),
      pricePaise: bounded(
        check,
        'pricePaise',
        'A price is a whole number of paise, 0 or more.',
        input.pricePaise ?? -1,
        [0, 100_000_000],
        0,
      ),
      bufferBeforeMinutes: bounded(
        check,
        'bufferBeforeMinutes',
        'Buffers are 0 to 120 minutes.',
        input.bufferBeforeMinutes,
        [0, 120],
        0,
      ),
      bufferAfterMinutes: bounded(
        check,
        'bufferAfterMinutes',
        'Buffers are 0 to 120 minutes.',
        input.bufferAfterMinutes,
        [0, 120],
        0,
      ),
      minNoticeMinutes: bounded(
        check,
        'minNoticeMinutes',
        'Minimum notice is 0 to 43200 minutes (30 days).',
        input.minNoticeMinutes,
        [0, 43200],
        240,
      ),
      bookingWindowDays: bounded(
        check,
        'bookingWindowDays',
        'The booking window is 1 to 365 days.',
        input.bookingWindowDays,
        [1, 365],
        60,
      ),
      dailyLimit:
        input.dailyLimit === undefined || input.dailyLimit === null
          ? null
          : check.wholeNumber(
              'dailyLimit',
              'A daily limit is 1 to 48 sessions, or none.',
              input.dailyLimit,
              1,
              48,
            ),
      cancellationNoticeHours: bounded(
        check,
        'cancellationNoticeHours',
        'Cancellation notice is 0 to 720 hours.',
        input.cancellationNoticeHours,
        [0, 720],
        24,
      ),
      cancellationPolicy: check.requiredText(
        'cancellationPolicy',
        'Cancellation policy',
        input.cancellationPolicy,
        1000,
        { multiline: true },
      ),
      meetingUrl: check.optionalText('meetingUrl', 'Meeting link', input.meetingUrl, 2000) ?? null,
    };
    if (fields.meetingUrl && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(fields.meetingUrl))
      check.fail('meetingUrl', 'The meeting link must be an https URL.');
    check.done();
    return fields;
  }
}
