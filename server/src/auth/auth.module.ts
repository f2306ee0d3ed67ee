import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JwtStrategy } from './jwt.strategy';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { AuthResolver } from './auth.resolver';
import { AccountMailService } from './account-mail.service';
import { AccountTokens } from './account-tokens';
import { AuthService } from './auth.service';
import { SessionsResolver } from './sessions.resolver';
import { SessionsService } from './sessions.service';

@Module({
  imports: [
    UsersModule,
    PassportModule,
    TypeOrmModule.forFeature([User]),
    JwtModule.registerAsync({
      inject: [RUNTIME_CONFIG],
      useFactory: (config: RuntimeConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as `${number}d` },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [
    AuthService,
    AccountMailService,
    AccountTokens,
    AuthResolver,
    SessionsService,
    SessionsResolver,
    JwtStrategy,
  ],
  exports: [AuthService, JwtStrategy],
})
export class AuthModule {}
