import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { MAX_PAGE_SIZE } from '../common/pagination';
import type { User } from '../users/user.entity';
import { NotificationConnection } from './dto/notification-connection';
import { Notification } from './notification.entity';
import { NotificationsService } from './notifications.service';

/** The bell: the signed-in user's notices in the product. */
@Resolver()
@Authenticated()
export class NotificationsResolver {
  constructor(@Inject(NotificationsService) private readonly service: NotificationsService) {}

  @Query(() => NotificationConnection, {
    description: `The signed-in user's notifications, newest first: \`first\` (1 to ${MAX_PAGE_SIZE}, default 20) after the cursor \`after\` (pageInfo.endCursor of the previous page). Which kinds appear here is the user's choice (NotificationPreferences.deliveries).`,
  })
  notifications(
    @CurrentUser() user: User,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ) {
    return this.service.list(user.id, { first, after });
  }

  @Query(() => Int, {
    description: "How many of the signed-in user's notifications are unread: an exact count.",
  })
  unreadNotificationCount(@CurrentUser() user: User) {
    return this.service.unreadCount(user.id);
  }

  @Mutation(() => Notification, {
    description:
      "Marks one of the signed-in user's notifications read (once read it keeps its readAt). Anyone else's, or an unknown id, is NOT_FOUND and nothing changes.",
  })
  markNotificationRead(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.service.markRead(user.id, id);
  }

  @Mutation(() => Int, {
    description: 'Marks every unread notification of the signed-in user read; answers how many.',
  })
  markAllNotificationsRead(@CurrentUser() user: User) {
    return this.service.markAllRead(user.id);
  }
}
