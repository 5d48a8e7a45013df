import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum recommended parameters (19 MiB, 2 passes, 1 lane): about 20 ms a
 * hash on a laptop, slow enough to hurt offline guessing, fast enough for login and tests.
 * The parameters are written into each hash, so raising them later keeps old hashes verifiable.
 */
const argon2idOptions: Options = {
  // Algorithm.Argon2id; the package declares it as an ambient const enum, which
  // `isolatedModules` forbids importing, so the member's value is written out.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

/** Hashes a plain-text password into a self-describing PHC string ($argon2id$…). */
export async function hashPassword(plain: string): Promise<string> {
  return hash(plain, argon2idOptions);
}

/**
 * True when `plain` matches `passwordHash`. A malformed stored hash counts as a mismatch rather
 * than an error, so a corrupt row can never let a login through or crash the handler.
 */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
