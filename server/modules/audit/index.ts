// What the audit module offers the other server modules: they import it from here, never its other files.
export { recordStaffChange, staffChangesOf, latestStaffChanges, latestChangesOfSubject, changedFields, type StaffChangeInput } from './staff-changes.ts';
