import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema';

/**
 * oidc-provider keeps its sessions, interactions, codes and grants through this adapter. Storing them
 * in the app's database (rather than the default memory store) lets the embedded issuer survive a
 * restart mid-sign-in and work when several processes share one PostgreSQL.
 */
export function databaseAdapter(db: Db, clock: () => Date) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(clock().getTime() + expiresIn * 1000) : null;
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const now = clock();
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.model, this.model),
            condition,
            or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now)),
          ),
        );
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: clock() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}

/** Housekeeping: removes expired issuer records. */
export async function deleteExpiredIssuerRecords(db: Db, now: Date): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
}
