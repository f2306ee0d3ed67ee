import { Field, InputType } from '@nestjs/graphql';

@InputType({ description: 'Only the fields given are changed; null clears the phone.' })
export class UpdateProfileInput {
  @Field({ nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field({ nullable: true, description: 'An http(s) URL or an image data URL.' })
  imageUrl?: string;

  @Field({ nullable: true, description: 'Up to 120 characters, shown on the instructor page.' })
  headline?: string;

  @Field({ nullable: true, description: 'Plain text, up to 5,000 characters.' })
  bio?: string;

  @Field(() => [String], {
    nullable: true,
    description: 'Up to 5 absolute http(s) URLs of up to 300 characters: a website, LinkedIn.',
  })
  links?: string[];
}
