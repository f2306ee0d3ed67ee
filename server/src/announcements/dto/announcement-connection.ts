import { Field, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../../courses/dto/course-connection';
import { CourseAnnouncement } from '../course-announcement.entity';

@ObjectType({ description: "A course's announcements, newest first." })
export class AnnouncementConnection {
  @Field(() => [CourseAnnouncement])
  nodes: CourseAnnouncement[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}
