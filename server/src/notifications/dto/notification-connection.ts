import { Field, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../../courses/dto/course-connection';
import { Notification } from '../notification.entity';

@ObjectType({ description: "The signed-in user's notifications, newest first." })
export class NotificationConnection {
  @Field(() => [Notification])
  nodes: Notification[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}
