import { Inject } from '@nestjs/common';
import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { UploadsService } from '../uploads/uploads.service';
import { Authenticated, CurrentUser, Viewer } from '../auth/decorators';
import {
  NotificationPreferences,
  NotificationPreferencesInput,
} from './dto/notification-preferences';
import { UpdateProfileInput } from './dto/update-profile.input';
import { User } from './user.entity';
import { UsersService } from './users.service';
import { noticeDeliveries } from './notice-deliveries';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

@Resolver(() => User)
export class UsersResolver {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(UploadsService) private readonly uploads: UploadsService,
  ) {}

  @ResolveField(() => Boolean, {
    description:
      'Whether the user confirmed their email address (verifyEmail). An unverified account works fully.',
  })
  emailVerified(@Parent() user: User) {
    return user.emailVerifiedAt != null;
  }

  @ResolveField(() => NotificationPreferences, {
    nullable: true,
    description: "The user's own mail preferences; null on anyone else.",
  })
  notificationPreferences(@Parent() user: User, @Viewer() viewer: User | undefined) {
    if (viewer?.id !== user.id) return null;
    return {
      saleNotices: user.saleNotices,
      reviewNotices: user.reviewNotices,
      wishlistNotices: user.wishlistNotices,
      pushKinds: user.pushKinds,
      deliveries: noticeDeliveries(user),
    };
  }

  @Mutation(() => User, {
    description:
      "Changes the signed-in user's notification preferences: only the fields given change (see NotificationPreferencesInput).",
  })
  @Authenticated()
  updateNotificationPreferences(
    @CurrentUser() user: User,
    @Args('input') input: NotificationPreferencesInput,
  ) {
    return this.users.updateNotificationPreferences(user, input);
  }

  @Mutation(() => User, {
    description:
      'Multipart request (send the header apollo-require-preflight: true). A PNG, JPEG, GIF or WebP image, checked like thumbnails, stored as a 256 px square.',
  })
  @Authenticated()
  uploadAvatar(
    @CurrentUser() user: User,
    @Args('avatar', { type: () => GraphQLUpload }) avatar: Promise<FileUpload>,
  ) {
    return this.users.uploadAvatar(user, () =>
      this.uploads.readGraphQLUpload(avatar, { field: 'avatar', label: 'Avatar' }),
    );
  }

  @Query(() => User, { description: 'The signed-in user.' })
  @Authenticated()
  @ApiScopes('learning:read')
  me(@CurrentUser() user: User) {
    return user;
  }

  @Mutation(() => User, {
    description:
      "Sets the signed-in user's language ('en' or 'hi'): their mail and documents from now on, and the client's choice on every device. Anything else is BAD_USER_INPUT and is not stored.",
  })
  @Authenticated()
  setLocale(@CurrentUser() user: User, @Args('locale') locale: string) {
    return this.users.setLocale(user, locale);
  }

  @Mutation(() => User)
  @Authenticated()
  updateProfile(@CurrentUser() user: User, @Args('input') input: UpdateProfileInput) {
    return this.users.updateProfile(user, input);
  }

  @Mutation(() => User, {
    description:
      'Makes the signed-in student an educator. Refused (FORBIDDEN, the message giving the admin’s reason) to someone an admin made a learner, until an admin lifts that hold.',
  })
  @Authenticated()
  becomeEducator(@CurrentUser() user: User) {
    return this.users.becomeEducator(user);
  }
}
