import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { RequestLoaders } from '../../common/graphql/request-loaders';
import { User } from '../../users/user.entity';
import type { BookingPerson } from './booking.types';

/** A list of bookings' learners, one query for the whole list (session types and mentors: MentorLoaders). */
@Injectable()
export class BookingLoaders {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A booking's learner: name and avatar only. */
  person(loaders: RequestLoaders, id: string): Promise<BookingPerson> {
    return loaders.perKey<BookingPerson | Error>('bookingPerson', id, async (ids) => {
      const users = await this.db.getRepository(User).find({
        where: { id: In([...ids]) },
        select: { id: true, name: true, imageUrl: true },
      });
      const byId = new Map(
        users.map((u) => [u.id, { id: u.id, name: u.name, imageUrl: u.imageUrl }]),
      );
      return ids.map((i) => byId.get(i) ?? new Error(`User ${i} is missing`));
    }) as Promise<BookingPerson>;
  }
}
