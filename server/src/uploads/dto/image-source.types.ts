import { Field, Int, ObjectType } from '@nestjs/graphql';
import { absoluteUrlField } from '../../common/public-url';

@ObjectType({
  description: 'One stored size and format of an image, for a srcset: `url width` per entry.',
})
export class ImageSource {
  @Field({ description: 'Absolute image URL.', middleware: [absoluteUrlField] })
  url: string;

  @Field(() => Int, { description: 'Width in pixels.' })
  width: number;

  @Field({ description: 'MIME type: image/webp, or the fallback image/jpeg or image/png.' })
  type: string;
}
