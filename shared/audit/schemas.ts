import { Type, type Static } from 'typebox';

/*
 * The one record of staff changes as the staff areas show it back (server/modules/audit): a
 * product's history, a category's, the settings' and the page areas' latest changes.
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableRecord = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/** One recorded change, newest first in a history; `before`/`after` hold only the fields that changed. */
export const StaffChangeRow = Type.Object({
  action: Type.String(),
  user_name: NullableString,
  reason: NullableString,
  before: NullableRecord,
  after: NullableRecord,
  at: Type.String(),
});
export type StaffChangeRow = Static<typeof StaffChangeRow>;
