import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RequestLoaders } from '../common/graphql/request-loaders';
import type { User } from '../users/user.entity';

/** "Is it on the viewer's wishlist", one query for every course of an answer. */
@Injectable()
export class WishlistLoaders {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  inWishlist(loaders: RequestLoaders, viewer: User | undefined, courseId: string) {
    if (!viewer) return Promise.resolve(false);
    return loaders.perKey(`inWishlist:${viewer.id}`, courseId, async (ids) => {
      const rows = await this.db.query<{ course_id: string }[]>(
        'SELECT course_id FROM wishlist_items WHERE user_id = $1 AND course_id = ANY($2::uuid[])',
        [viewer.id, ids],
      );
      const found = new Set(rows.map((r) => r.course_id));
      return ids.map((id) => found.has(id));
    });
  }
}
