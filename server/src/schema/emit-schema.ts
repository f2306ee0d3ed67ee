import 'reflect-metadata';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { REPO_ROOT } from '../config/app-config';
import { RESOLVERS } from './resolvers';

/** Writes the sorted public schema to the repository's schema.graphql, without a database. */
async function main() {
  const app = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: ['error'] });
  await app.init();
  const schema = await app.get(GraphQLSchemaFactory).create(RESOLVERS);
  const target = path.join(REPO_ROOT, 'schema.graphql');
  fs.writeFileSync(target, printSchema(lexicographicSortSchema(schema)) + '\n');
  await app.close();
  console.log(`Wrote ${target}`);
}

void main();
