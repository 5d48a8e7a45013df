import type { DbTransaction } from '../../db/client.ts';
import { claimOrderTeammateInvitations } from '../checkout/order-invitations.ts';
import { claimTeammateInvitations } from '../enrolment/teammate-invitations.ts';

/** The account whose sign-up code was just accepted. */
export type VerifiedAccount = { id: number; email: string };

/**
 * Runs inside the transaction that marks an account verified, so work tied to "this email now
 * belongs to a real account" commits or fails together with the verification. Enrolment (docs/rules.md, Enrolment and payment)
 * hooks in here to honour duo and trio payments that named this email as a teammate before the
 * account existed.
 */
export async function afterEmailVerified(
  tx: DbTransaction,
  account: VerifiedAccount,
): Promise<void> {
  await claimTeammateInvitations(tx, account);
  await claimOrderTeammateInvitations(tx, account);
}
