import { Field, InputType } from '@nestjs/graphql';

@InputType({ description: 'Only the fields given are changed; null clears the phone.' })
export class UpdateProfileInput {
  @Field({ nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field({ nullable: true, description: 'An http(s) URL or an image data URL.' })
  imageUrl?: string;
}
