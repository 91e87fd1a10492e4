import { CategorySchema } from '../modules/catalog/category.entity.ts';
import { CategoryExtraSchema } from '../modules/catalog/category-extra.entity.ts';
import { PriceBreakSchema, ProductPropertySchema, ProductSchema } from '../modules/catalog/product.entity.ts';
import { ProductChangeSchema, ProductChangesPrunedSchema } from '../modules/catalog/product-change.entity.ts';
import { PropertySchema } from '../modules/catalog/property.entity.ts';
import { SupplierSchema } from '../modules/catalog/supplier.entity.ts';
import { FooterInformationSchema } from '../modules/content/footer-information.entity.ts';
import { FooterPageSchema } from '../modules/content/footer-page.entity.ts';
import { PaymentMethodSchema } from '../modules/content/payment-method.entity.ts';
import { SettingSchema } from '../modules/content/setting.entity.ts';
import { ShopAddressSchema } from '../modules/content/shop-address.entity.ts';
import { OpeningHoursDaySchema } from '../modules/content/opening-hours.entity.ts';
import { ContactMessageSchema } from '../modules/content/contact-message.entity.ts';
import { NewsArticleSchema } from '../modules/content/news-article.entity.ts';
import { ServiceSchema } from '../modules/content/service.entity.ts';
import { AdSchema, BackLinkSchema } from '../modules/content/ad.entity.ts';
import { NotificationBannerSchema } from '../modules/content/notification-banner.entity.ts';
import { PopupViewSchema, PromoPopupSchema } from '../modules/content/promo-popup.entity.ts';
import { SupportGroupSchema, SupporterSchema } from '../modules/content/support.entity.ts';
import { ImageSchema } from '../modules/media/image.entity.ts';
import { ProductImageSchema } from '../modules/products/product-image.entity.ts';
import { ProductStatSchema } from '../modules/products/product-stat.entity.ts';
import { CatalogVersionSchema } from '../modules/search/catalog-version.entity.ts';
import { ClientLogSchema } from '../modules/support/client-log.entity.ts';
import { DeliveryAddressSchema } from '../modules/addresses/delivery-address.entity.ts';
import { CountrySchema } from '../modules/locations/country.entity.ts';
import { LocationSchema } from '../modules/locations/location.entity.ts';
import { RateLimitHitSchema } from '../plugins/rate-limit-hit.entity.ts';
import { OtpCodeSchema } from '../modules/accounts/password-reset/otp-code.entity.ts';
import { RegistrationRequestSchema } from '../modules/accounts/registration/registration-request.entity.ts';
import { SessionSchema } from '../modules/accounts/session.entity.ts';
import { SocialAccountSchema } from '../modules/accounts/social-account.entity.ts';
import { UserSchema } from '../modules/accounts/user.entity.ts';
import { BomSourcingRequestSchema } from '../modules/bom/bom-sourcing-request.entity.ts';
import { SavedBomSchema } from '../modules/bom/saved-bom.entity.ts';
import { FavoriteSchema } from '../modules/favorites/favorite.entity.ts';
import { CaptchaChallengeSchema } from '../modules/community/captcha.entity.ts';
import { CommentSchema } from '../modules/community/comment.entity.ts';
import { ForumPostSchema, ForumTopicSchema } from '../modules/community/forum.entity.ts';
import { StaffChangeSchema } from '../modules/audit/staff-change.entity.ts';
import { NotificationSchema } from '../modules/notifications/notification.entity.ts';
import { ProfileSchema } from '../modules/profile/profile.entity.ts';
import { IdempotencyKeySchema } from '../plugins/idempotency/idempotency-key.entity.ts';
import { UserViewedProductSchema } from '../modules/products/user-viewed-product.entity.ts';
import { PcbTypeSchema } from '../modules/pcb/pcb-type.entity.ts';
import { PcbQuantitySchema } from '../modules/pcb/pcb-quantity.entity.ts';
import { PcbAreaPriceSchema } from '../modules/pcb/pcb-area-price.entity.ts';
import { PcbSpecificationGroupSchema } from '../modules/pcb/specification-group.entity.ts';
import { PcbSpecificationSchema } from '../modules/pcb/specification.entity.ts';
import { PcbSpecificationPropertySchema } from '../modules/pcb/specification-property.entity.ts';
import { PcbPropertyDisableSchema } from '../modules/pcb/property-disable.entity.ts';
import { PcbSetupWidthFeeSchema } from '../modules/pcb/setup-width-fee.entity.ts';
import { PcbSetupQuantityFeeSchema } from '../modules/pcb/setup-quantity-fee.entity.ts';
import { PcbPanelWaySchema } from '../modules/pcb/panel-way.entity.ts';
import { PcbBuildTimeSchema } from '../modules/pcb/build-time.entity.ts';
import { PcbDeadlineSchema } from '../modules/pcb/deadline.entity.ts';
import { PcbAssemblyAreaSchema } from '../modules/pcb/assembly-area.entity.ts';
import { PcbStencilSizeSchema } from '../modules/pcb/stencil-size.entity.ts';
import { PcbCustomQuoteSchema } from '../modules/pcb/custom-quote.entity.ts';
import { PcbOrderSchema } from '../modules/pcb/pcb-order.entity.ts';
import { PcbQuoteMethodSchema } from '../modules/pcb/quote-method.entity.ts';
import { CartLineSchema } from '../modules/cart/cart-line.entity.ts';
import { OrderLineSchema } from '../modules/orders/order-line.entity.ts';
import { OrderSchema } from '../modules/orders/order.entity.ts';
import { OrderFeedbackSchema } from '../modules/orders/order-feedback.entity.ts';
import { CheckoutSettingsSchema } from '../modules/checkout/checkout-settings.entity.ts';
import { ShopBankAccountSchema } from '../modules/shop-settings/bank-account.entity.ts';
import { DeliveryCompanySchema } from '../modules/checkout/delivery-company.entity.ts';
import { CartMethodSchema } from '../modules/checkout/cart-method.entity.ts';
import { PaymentTransactionSchema } from '../modules/payments/payment-transaction.entity.ts';
import { OrderRefundSchema } from '../modules/payments/order-refund.entity.ts';
import { PushKeySchema } from '../modules/push/push-key.entity.ts';
import { PushSubscriptionSchema } from '../modules/push/push-subscription.entity.ts';
import { OrderEventSchema } from '../modules/lifecycle/order-event.entity.ts';

/** Every entity, listed explicitly: no folder discovery, so the bundled server finds them too. */
export const entities = [
  ImageSchema,
  SupplierSchema,
  CategorySchema,
  CategoryExtraSchema,
  PropertySchema,
  ProductSchema,
  ProductPropertySchema,
  PriceBreakSchema,
  SettingSchema,
  FooterInformationSchema,
  FooterPageSchema,
  NewsArticleSchema,
  ServiceSchema,
  NotificationBannerSchema,
  AdSchema,
  BackLinkSchema,
  PromoPopupSchema,
  PopupViewSchema,
  SupportGroupSchema,
  SupporterSchema,
  ContactMessageSchema,
  PaymentMethodSchema,
  ShopAddressSchema,
  OpeningHoursDaySchema,
  ClientLogSchema,
  IdempotencyKeySchema,
  ProductImageSchema,
  ProductStatSchema,
  CatalogVersionSchema,
  ProductChangeSchema,
  ProductChangesPrunedSchema,
  CountrySchema,
  LocationSchema,
  DeliveryAddressSchema,
  UserSchema,
  SessionSchema,
  SocialAccountSchema,
  OtpCodeSchema,
  RegistrationRequestSchema,
  RateLimitHitSchema,
  ProfileSchema,
  NotificationSchema,
  FavoriteSchema,
  SavedBomSchema,
  BomSourcingRequestSchema,
  UserViewedProductSchema,
  PcbTypeSchema,
  PcbQuantitySchema,
  PcbAreaPriceSchema,
  PcbSpecificationGroupSchema,
  PcbSpecificationSchema,
  PcbSpecificationPropertySchema,
  PcbPropertyDisableSchema,
  PcbSetupWidthFeeSchema,
  PcbSetupQuantityFeeSchema,
  PcbPanelWaySchema,
  PcbBuildTimeSchema,
  PcbDeadlineSchema,
  PcbAssemblyAreaSchema,
  PcbStencilSizeSchema,
  PcbCustomQuoteSchema,
  PcbOrderSchema,
  PcbQuoteMethodSchema,
  CartLineSchema,
  OrderSchema,
  OrderLineSchema,
  OrderFeedbackSchema,
  CheckoutSettingsSchema,
  ShopBankAccountSchema,
  DeliveryCompanySchema,
  CartMethodSchema,
  PaymentTransactionSchema,
  OrderRefundSchema,
  OrderEventSchema,
  PushKeySchema,
  PushSubscriptionSchema,
  CaptchaChallengeSchema,
  CommentSchema,
  ForumTopicSchema,
  ForumPostSchema,
  StaffChangeSchema,
];
