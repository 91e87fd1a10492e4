import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for the back office: guests 403 `login_required`, customers 403 `forbidden`. */
    requireStaff(request: FastifyRequest): Promise<void>;
  }
}

export function isStaffRole(role: string): boolean {
  return role === 'staff' || role === 'admin';
}

/** `app.requireStaff`: staff and admins only; the role is read with the session on every request. */
export const requireStaffPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError(403, 'login_required', 'Sign in to do this');
      if (!isStaffRole(request.user.role)) throw new AppError(403, 'forbidden', 'Staff only');
    });
  },
  { name: 'require-staff', dependencies: ['session'] },
);
