import type { DataSourceOptions } from 'typeorm';
import { Chapter } from '../courses/chapter.entity';
import { Course } from '../courses/course.entity';
import { Lecture } from '../courses/lecture.entity';
import { Enrollment } from '../enrollments/enrollment.entity';
import { Purchase } from '../payments/purchase.entity';
import { PaymentWebhookEvent } from '../payments/webhook-event.entity';
import { LectureCompletion } from '../progress/lecture-completion.entity';
import { CourseRating } from '../ratings/course-rating.entity';
import { ContactMessage } from '../site/contact-message.entity';
import { NewsletterSubscription } from '../site/newsletter-subscription.entity';
import { VisitCounter } from '../site/visit-counter.entity';
import { User } from '../users/user.entity';
import { migrations } from './migrations';

export const ENTITIES = [
  User,
  Course,
  Chapter,
  Lecture,
  Enrollment,
  Purchase,
  PaymentWebhookEvent,
  LectureCompletion,
  CourseRating,
  VisitCounter,
  ContactMessage,
  NewsletterSubscription,
];

export function typeormOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    logging: false, // failed queries reach the error mapper; TypeORM's logger would print parameters such as password hashes
  };
}
