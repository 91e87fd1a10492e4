import { Type, type Static } from 'typebox';

/** POST /api/jt-tracking (spec §7): form field `data` = the waybill. */
export const TrackingBody = Type.Object(
  { data: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9-]+$', description: 'Waybill number' }) },
  { title: 'TrackingBody' },
);
export type TrackingBody = Static<typeof TrackingBody>;

/** One scan of a shipment (spec §3 "Tracking: scantype, desc, scantime"). */
export const TrackingScan = Type.Object({ scantype: Type.String(), desc: Type.String(), scantime: Type.String() }, { title: 'TrackingScan' });
export type TrackingScan = Static<typeof TrackingScan>;

/**
 * The carrier's answer as the spec names it: `responseitems[0].success` and
 * `responseitems[0].tracesList[0].details`, normalised (missing fields become empty strings).
 */
export const TrackingResponse = Type.Object(
  {
    responseitems: Type.Array(
      Type.Object({
        success: Type.Boolean(),
        tracesList: Type.Array(Type.Object({ billcode: Type.String(), details: Type.Array(TrackingScan) })),
      }),
    ),
  },
  { title: 'TrackingResponse' },
);
export type TrackingResponse = Static<typeof TrackingResponse>;
