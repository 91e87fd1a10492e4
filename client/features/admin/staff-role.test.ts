import { describe, expect, it } from 'vitest';
import { isStaffRole } from './staff-role.ts';

describe('isStaffRole', () => {
  it('lets staff and admins into the back office, not customers', () => {
    expect(isStaffRole('staff')).toBe(true);
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('customer')).toBe(false);
  });
});
