import { Global, Module } from '@nestjs/common';
import { AddressLimits } from './address-limits';
import { CounterStore } from './counter-store';

/** Global, so every instance's GraphQL and REST handlers spend one set of shared counters. */
@Global()
@Module({ providers: [CounterStore, AddressLimits], exports: [CounterStore, AddressLimits] })
export class RateLimitsModule {}
