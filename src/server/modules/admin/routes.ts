import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayRestriction } from '../../../domain/play-restrictions';
import { apiErrorSchema, auditActionsSchema, auditEntrySchema, auditLogQuerySchema, playRestrictionSchema } from '../../../domain/schemas';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { auditActions, auditEntries, changeRole, listUsers } from './service';

const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: z.enum(['player', 'admin']),
    createdAt: z.string(),
    /** The player's time-out or self-exclusion in force (read-only: nobody can end one early, D23). */
    restriction: playRestrictionSchema.nullable(),
  })
  .meta({ id: 'AdminUser' });

type AdminUserSource = Omit<z.infer<typeof adminUserSchema>, 'createdAt' | 'restriction'> & { createdAt: Date; restriction: PlayRestriction | null };

const toAdminUser = (u: AdminUserSource) => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
  createdAt: u.createdAt.toISOString(),
  restriction: u.restriction ? { kind: u.restriction.kind, until: u.restriction.until.toISOString() } : null,
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/admin/users',
    {
      config: { auth: 'admin' },
      schema: { tags: ['admin'], summary: 'Every user with their role', response: { 200: z.array(adminUserSchema), ...errors } },
    },
    async () => (await listUsers(app.deps.database.db, app.deps.clock())).map(toAdminUser),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change a user's role; their sessions end",
        params: z.object({ id: z.uuid('user id must be a UUID') }),
        body: z.object({ role: z.enum(['player', 'admin'], { message: "role must be 'player' or 'admin'" }) }),
        response: { 200: adminUserSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      toAdminUser(
        await app.deps.run(changeRole, {
          userId: request.params.id,
          role: request.body.role,
          actorId: signedInUser(request).id,
          ip: clientIp(request),
        }),
      ),
  );

  app.get(
    '/admin/audit-log',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Audit log, newest first: a page older than the cursor `before`, filtered by action and actor',
        querystring: auditLogQuerySchema,
        response: { 200: z.array(auditEntrySchema), 400: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      (await auditEntries(app.deps.database.db, request.query)).map((e) => ({ ...e, at: e.at.toISOString() })),
  );

  app.get(
    '/admin/audit-log/actions',
    {
      config: { auth: 'admin' },
      schema: { tags: ['admin'], summary: 'Every action the audit log holds (the filter of the viewer)', response: { 200: auditActionsSchema, ...errors } },
    },
    async () => ({ actions: await auditActions(app.deps.database.db) }),
  );
};
