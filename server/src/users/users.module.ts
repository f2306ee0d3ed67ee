import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { User } from './user.entity';
import { UsersResolver } from './users.resolver';
import { NoticeUnsubscribeController } from './notice-unsubscribe.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), UploadsModule],
  providers: [UsersService, UsersResolver],
  controllers: [NoticeUnsubscribeController],
  exports: [UsersService],
})
export class UsersModule {}
