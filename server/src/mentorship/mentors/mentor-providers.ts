import type { Provider } from '@nestjs/common';
import { AvailabilityResolver } from '../availability/availability.resolver';
import { AvailabilityService } from '../availability/availability.service';
import { MentorSlots } from '../availability/mentor-slots';
import { CourseMentorResolver } from './course-mentor.resolver';
import { MentorLoaders } from './mentor.loaders';
import { MentorResolver } from './mentor.resolver';
import { MentorService } from './mentor.service';
import { SessionTypeResolver } from './session-type.resolver';

/** Mentors, session types, hours and slots (docs/mentorship.md). */
export const MENTOR_PROVIDERS: Provider[] = [
  MentorSlots,
  MentorLoaders,
  MentorService,
  AvailabilityService,
  MentorResolver,
  CourseMentorResolver,
  SessionTypeResolver,
  AvailabilityResolver,
];
