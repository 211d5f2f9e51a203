import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Db } from '../db/client';
import { authIdentities, users, type UserRow } from '../db/schema';
import { deleteUserSessions } from './sessions';
import type { IdentityClaims } from './oidc/relying-party';

export interface LinkOptions {
  /** The embedded issuer's subjects are this app's own user ids. */
  embeddedIssuer: boolean;
  /** ADMIN_EMAILS (lower-case): verified addresses that get the admin role (D6). */
  adminEmails: readonly string[];
  ip: string;
  now: Date;
}

/**
 * The user an OpenID Connect sign-in belongs to: found by (issuer, subject), created on first sign-in
 * ("registered automatically"), and refreshed from the claims. Accounts are never matched by e-mail
 * alone, which would let whoever controls an address at any issuer take over an account.
 */
export async function userForSignIn(tx: Db, claims: IdentityClaims, options: LinkOptions): Promise<UserRow> {
  const [identity] = await tx
    .select()
    .from(authIdentities)
    .where(and(eq(authIdentities.issuer, claims.issuer), eq(authIdentities.subject, claims.subject)));
  let userId = identity?.userId;
  if (!userId && options.embeddedIssuer) {
    const [own] = await tx.select({ id: users.id }).from(users).where(eq(users.id, claims.subject));
    userId = own?.id;
  }
  if (!userId) {
    const [created] = await tx.insert(users).values({ createdAt: options.now, updatedAt: options.now }).returning({ id: users.id });
    userId = created!.id;
  }
  if (identity) {
    await tx
      .update(authIdentities)
      .set({ lastSignInAt: options.now })
      .where(and(eq(authIdentities.issuer, claims.issuer), eq(authIdentities.subject, claims.subject)));
  } else {
    await tx.insert(authIdentities).values({ issuer: claims.issuer, subject: claims.subject, userId, createdAt: options.now, lastSignInAt: options.now });
  }

  // Profile fields follow the issuer; an e-mail another account already uses is not copied over.
  const emailFree = claims.email
    ? !(await tx.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${claims.email}`, ne(users.id, userId))))[0]
    : false;
  const [user] = await tx
    .update(users)
    .set({
      ...(claims.email && emailFree ? { email: claims.email } : {}),
      ...(claims.firstName ? { firstName: claims.firstName } : {}),
      ...(claims.lastName ? { lastName: claims.lastName } : {}),
      ...(claims.picture ? { profileImageUrl: claims.picture } : {}),
      updatedAt: options.now,
    })
    .where(eq(users.id, userId))
    .returning();

  const grantAdmin = claims.emailVerified && claims.email !== null && options.adminEmails.includes(claims.email);
  if (grantAdmin && user!.role !== 'admin') {
    const [promoted] = await tx.update(users).set({ role: 'admin', updatedAt: options.now }).where(eq(users.id, userId)).returning();
    await deleteUserSessions(tx, userId);
    await recordAudit(tx, {
      action: 'role_change',
      at: options.now,
      subjectUserId: userId,
      ip: options.ip,
      details: { from: user!.role, to: 'admin', by: 'ADMIN_EMAILS' },
    });
    return promoted!;
  }
  return user!;
}
