import { Module } from '@nestjs/common';
import { AccountDeletionService } from './account-deletion.service';
import { AccountResolver } from './account.resolver';

/** A person's own account as a whole: exporting and deleting it. */
@Module({ providers: [AccountDeletionService, AccountResolver] })
export class AccountModule {}
