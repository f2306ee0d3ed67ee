import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { AccountDeletionService } from './account-deletion.service';

@Resolver()
@Authenticated()
export class AccountResolver {
  constructor(@Inject(AccountDeletionService) private readonly accounts: AccountDeletionService) {}

  @Query(() => String, {
    description:
      'Everything stored about the caller (profile, enrolments, progress, signed-in devices, notifications, reviews, purchases, receipts, certificates, newsletter, messages, mail sent), as one JSON document.',
  })
  myDataExport(@CurrentUser() user: User) {
    return this.accounts.export(user);
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes the account, confirmed with its password: every session ends and personal data goes. Reviews stay under "Former learner", receipts are kept without the name and address, certificates are revoked. CONFLICT while the caller teaches live courses.',
  })
  async deleteAccount(@CurrentUser() user: User, @Args('password') password: string) {
    await this.accounts.deleteAccount(user, password);
    return true;
  }
}
