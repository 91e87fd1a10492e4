import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { ImageSchema } from '../media/image.entity.ts';

/** The promo popup (spec §1 "ads and promo popups"): the newest active one within its dates is shown, once. */
export const PromoPopupSchema = defineEntity({
  name: 'PromoPopup',
  tableName: 'promo_popups',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    titleEn: p.string().length(200).nullable(),
    content: p.string().length(1000),
    contentEn: p.string().length(1000).nullable(),
    image: () => p.manyToOne(ImageSchema).nullable().deleteRule('set null'),
    url: p.string().length(500).nullable(),
    active: p.boolean().default(true),
    /** Shown from (inclusive) and until (exclusive); null is open-ended. */
    startsAt: p.datetime().nullable(),
    endsAt: p.datetime().nullable(),
    ...timestamps(),
  },
});
export type PromoPopup = InferEntity<typeof PromoPopupSchema>;

/** A signed-in user who has been shown a popup (spec §7 POST /popupAlert); guests keep a session cookie. */
export const PopupViewSchema = defineEntity({
  name: 'PopupView',
  tableName: 'popup_views',
  properties: {
    popup: () => p.manyToOne(PromoPopupSchema).primary().deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).primary().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PopupView = InferEntity<typeof PopupViewSchema>;
