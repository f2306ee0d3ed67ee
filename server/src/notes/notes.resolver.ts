import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { NOTE_MAX_LENGTH } from '../../../shared/lecture-note';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';
import { Authenticated, CurrentUser } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { LectureNote } from './lecture-note.entity';
import { NotesService } from './notes.service';

/** A learner's private lecture notes. */
@Resolver()
@Authenticated()
export class NotesResolver {
  constructor(@Inject(NotesService) private readonly notes: NotesService) {}

  @Query(() => [LectureNote], {
    description:
      "Enrolled learners only: the caller's own notes in the course, by chapter, lecture and second.",
  })
  @ApiScopes('learning:read')
  lectureNotes(@CurrentUser() user: User, @Args('courseId', { type: () => ID }) courseId: string) {
    return this.notes.list(user, courseId);
  }

  @Mutation(() => LectureNote, {
    description: `Enrolled learners only: a private note (plain text, up to ${NOTE_MAX_LENGTH} characters) on a lecture of the course, at a second of its video.`,
  })
  addLectureNote(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('lectureId', { type: () => ID }) lectureId: string,
    @Args('positionSeconds', { type: () => Int }) positionSeconds: number,
    @Args('body') body: string,
  ) {
    return this.notes.add(user, courseId, lectureId, positionSeconds, body);
  }

  @Mutation(() => LectureNote, {
    description: "Replaces the text of one of the caller's notes (still enrolled).",
  })
  updateLectureNote(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('body') body: string,
  ) {
    return this.notes.update(user, id, body);
  }

  @Mutation(() => ID, { description: "Deletes one of the caller's notes; answers its id." })
  deleteLectureNote(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.notes.remove(user, id);
  }
}
