import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';
import { Authenticated, CurrentUser } from '../auth/decorators';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { Course } from '../courses/course.entity';
import type { User } from '../users/user.entity';
import { WishlistLoaders } from './wishlist.loaders';
import { WishlistService } from './wishlist.service';

/** The signed-in learner's wishlist, and whether a course is on it. */
@Resolver(() => Course)
export class WishlistResolver {
  constructor(
    @Inject(WishlistService) private readonly items: WishlistService,
    @Inject(WishlistLoaders) private readonly load: WishlistLoaders,
  ) {}

  @ResolveField(() => Boolean, {
    description: "Whether the course is on the signed-in viewer's wishlist (false when anonymous).",
  })
  inWishlist(@Parent() course: Course, @Context() { loaders, req }: GraphQLContext<User>) {
    return this.load.inWishlist(loaders, req.user, course.id);
  }

  @Query(() => [Course], {
    description: "The viewer's wishlisted courses that are published, the latest added first.",
  })
  @Authenticated()
  @ApiScopes('learning:read')
  wishlist(@CurrentUser() user: User) {
    return this.items.list(user);
  }

  @Mutation(() => Course, {
    description:
      'Adds a published course to the wishlist; adding it again changes nothing. NOT_FOUND for a course the viewer cannot see, BAD_USER_INPUT for an unpublished one.',
  })
  @Authenticated()
  addToWishlist(@CurrentUser() user: User, @Args('courseId', { type: () => ID }) courseId: string) {
    return this.items.add(user, courseId);
  }

  @Mutation(() => Course, {
    nullable: true,
    description:
      'Removes a course from the wishlist; removing one that is not there changes nothing. Null when the viewer may no longer see the course.',
  })
  @Authenticated()
  removeFromWishlist(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
  ) {
    return this.items.remove(user, courseId);
  }
}
