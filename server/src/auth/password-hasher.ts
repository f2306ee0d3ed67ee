import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id, a const enum that isolated modules cannot read

/** argon2id with the library's OWASP-recommended defaults (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password);

/** Compared against when the email is unknown, so both failures take the same time. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Usv+wcNcTAUxZ6seJ5a++g$3gN3m1LnMG/EfqX5jiKvaXG/OEnnZHHjOV5NV2GikU8';
