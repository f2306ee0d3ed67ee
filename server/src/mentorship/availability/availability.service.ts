import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { forbidden } from '../../common/errors/domain-error';
import { Checker } from '../../common/validation';
import type { User } from '../../users/user.entity';
import { DateOverride, WeeklyHours } from '../availability.entity';
import { MentorProfile } from '../mentor-profile.entity';
import type { AvailabilityInput, AvailabilityView } from '../mentors/mentor.types';
import { checkZone, formatTime, parseHours } from './hours-input';

export const NOT_A_MENTOR = 'Save your mentor profile first.';

/** A mentor's weekly hours and date overrides, replaced as a whole. */
@Injectable()
export class AvailabilityService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Replaces the mentor's zone, hours and overrides in one transaction. */
  async set(user: User, input: AvailabilityInput): Promise<AvailabilityView> {
    const check = new Checker();
    const timeZone = checkZone(check, 'timeZone', input.timeZone);
    const hours = parseHours(check, input.weekly ?? [], input.overrides ?? []);
    check.done();
    await this.db.transaction(async (tx) => {
      const updated = await tx.update(MentorProfile, { userId: user.id }, { timeZone });
      if (!updated.affected) throw forbidden(NOT_A_MENTOR);
      await tx.delete(WeeklyHours, { mentorId: user.id });
      await tx.delete(DateOverride, { mentorId: user.id });
      if (hours.weekly.length)
        await tx.insert(
          WeeklyHours,
          hours.weekly.map((w) => ({ mentorId: user.id, ...w })),
        );
      const overrides = hours.overrides.flatMap(({ date, ranges }): Partial<DateOverride>[] =>
        ranges.length
          ? ranges.map((r) => ({ mentorId: user.id, date, ...r }))
          : [{ mentorId: user.id, date, startMinute: null, endMinute: null }],
      );
      if (overrides.length) await tx.insert(DateOverride, overrides);
    });
    return this.get(user.id) as Promise<AvailabilityView>;
  }

  /** The mentor's hours as they set them; null when they are not a mentor. */
  async get(mentorId: string): Promise<AvailabilityView | null> {
    const profile = await this.db.getRepository(MentorProfile).findOneBy({ userId: mentorId });
    if (!profile) return null;
    const [weekly, overrides] = await Promise.all([
      this.db
        .getRepository(WeeklyHours)
        .find({ where: { mentorId }, order: { weekday: 'ASC', startMinute: 'ASC' } }),
      this.db
        .getRepository(DateOverride)
        .find({ where: { mentorId }, order: { date: 'ASC', startMinute: 'ASC' } }),
    ]);
    const dates = new Map<string, { start: string; end: string }[]>();
    for (const o of overrides) {
      const hours = dates.get(o.date) ?? [];
      if (o.startMinute !== null && o.endMinute !== null)
        hours.push({ start: formatTime(o.startMinute), end: formatTime(o.endMinute) });
      dates.set(o.date, hours);
    }
    return {
      timeZone: profile.timeZone,
      weekly: weekly.map((w) => ({
        weekday: w.weekday,
        start: formatTime(w.startMinute),
        end: formatTime(w.endMinute),
      })),
      overrides: [...dates].map(([date, hours]) => ({ date, hours })),
    };
  }
}
