import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { AvailabilityService } from '../mentorship/availability/availability.service';
import { MentorProfile } from '../mentorship/mentor-profile.entity';
import type {
  MentorProfileInput,
  SessionTypeInput,
  WeeklyHoursInput,
} from '../mentorship/mentors/mentor.types';
import { MentorService } from '../mentorship/mentors/mentor.service';
import { User } from '../users/user.entity';
import { DEMO_ACCOUNTS } from './demo-data';

interface DemoMentor {
  profile: MentorProfileInput;
  weekly: WeeklyHoursInput[];
}

const days = (weekdays: number[], start: string, end: string): WeeklyHoursInput[] =>
  weekdays.map((weekday) => ({ weekday, start, end }));

/** The two demo educators as mentors, each in their own zone. */
export const DEMO_MENTORS: Record<'aarav' | 'sana', DemoMentor> = {
  aarav: {
    profile: {
      headline: 'Personal branding and SEO: one hour to sharpen your positioning',
      bio: 'Bring your LinkedIn profile, your website or your content plan. We look at it together and leave with three changes you can make this week.',
      topics: ['Personal branding', 'LinkedIn', 'SEO', 'Content strategy'],
      timeZone: 'Asia/Kolkata',
    },
    weekly: [...days([1, 2, 3, 4, 5], '10:00', '13:00'), ...days([1, 3, 5], '18:00', '21:00')],
  },
  sana: {
    profile: {
      headline: 'Paid ads and Instagram for small businesses, from London',
      bio: 'Bring your ad account or your Instagram grid. I review what is spending and what is selling, and we plan your next month of campaigns.',
      topics: ['Meta ads', 'Google Ads', 'Instagram', 'Analytics'],
      timeZone: 'Europe/London',
    },
    weekly: [...days([1, 2, 3, 4], '09:00', '13:00'), ...days([6], '10:00', '14:00')],
  },
};

/** What every demo mentor offers: a free 15-minute intro, and a paid 45-minute review at ₹999. */
export const DEMO_SESSION_TYPES: SessionTypeInput[] = [
  {
    title: 'Free intro call',
    description: 'Fifteen minutes to say hello and see whether a longer session would help you.',
    durationMinutes: 15,
    pricePaise: 0,
    cancellationNoticeHours: 0,
    cancellationPolicy: 'Free: cancel or move it whenever you like.',
  },
  {
    title: 'Profile and strategy review',
    description:
      'A 45-minute review of your profile, site or campaigns, with a written plan after.',
    durationMinutes: 45,
    pricePaise: 99_900,
    bufferAfterMinutes: 15,
    cancellationNoticeHours: 24,
    cancellationPolicy:
      'Cancel at least 24 hours before the start for a full refund; later cancellations are not refunded. You can move it up to the start.',
  },
];

/**
 * Makes the demo educators mentors, through the mentorship services an educator's own pages use,
 * so the demo rows obey the same rules. Skips an educator who is already a mentor (or gone).
 */
@Injectable()
export class DemoMentors {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MentorService) private readonly mentors: MentorService,
    @Inject(AvailabilityService) private readonly availability: AvailabilityService,
  ) {}

  /** How many mentors it added. */
  async seed(): Promise<number> {
    const keys = Object.keys(DEMO_MENTORS) as (keyof typeof DEMO_MENTORS)[];
    const users = await this.db.getRepository(User).findBy({
      email: In(keys.map((key) => DEMO_ACCOUNTS[key].email)),
    });
    const already = new Set(
      (
        await this.db.getRepository(MentorProfile).findBy({ userId: In(users.map((u) => u.id)) })
      ).map((p) => p.userId),
    );
    let added = 0;
    for (const key of keys) {
      const user = users.find((u) => u.email === DEMO_ACCOUNTS[key].email);
      if (!user || already.has(user.id)) continue;
      const { profile, weekly } = DEMO_MENTORS[key];
      await this.mentors.saveProfile(user, profile);
      await this.availability.set(user, { timeZone: profile.timeZone, weekly, overrides: [] });
      for (const type of DEMO_SESSION_TYPES) await this.mentors.createSessionType(user, type);
      added += 1;
    }
    return added;
  }
}
