import type { SessionUser } from '#shared/accounts/schemas.ts';

/** Staff and admins work in the back office; customers do not. */
export function isStaffRole(role: SessionUser['role']): boolean {
  return role === 'staff' || role === 'admin';
}
