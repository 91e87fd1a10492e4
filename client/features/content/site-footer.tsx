import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { FooterResponse } from '#shared/content/schemas.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { cx } from '../../ui/class-names.ts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldCheckIcon } from '../../ui/icons.tsx';
import { uploadImageUrl } from '../../ui/image-url.ts';
import { basicValue, socialLinks, telHref } from './footer-basics.ts';
import { FooterAds } from './footer-ads.tsx';
import { FooterInfo } from './footer-info.tsx';
import { NO_CATEGORY, type FooterInfoScope } from './footer-info-scope.ts';
import { footerColumns, footerPageHref, isExternalHref } from './footer-links.ts';
import styles from './site-footer.module.css';
import { SOCIAL_NETWORKS } from './social-icons.tsx';
import { useFooterReveal } from './use-footer-reveal.ts';

/** Opens outside the shop in a new tab. */
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The site footer with every field of spec §3 Footer data: phone, opening hours, map link,
 * shortcuts, social links, payment logos, branch addresses, the online.gov.vn registration badge
 * and the footer info area (the shown category's text and the collapsible company info, loaded
 * for `infoScope`). It appears after 500/1000 ms (spec §9) in space it already occupies, so
 * nothing jumps. The English storefront shows the English branch names, addresses and logos.
 */
export function SiteFooter({ footer, siteName, infoScope = NO_CATEGORY }: { footer: FooterResponse | null; siteName: string; infoScope?: FooterInfoScope }) {
  const { t } = useLingui();
  const locale = useLocale();
  const revealed = useFooterReveal();
  const contactId = useId();
  const addressesId = useId();
  const paymentsId = useId();

  const basics = footer?.basics ?? [];
  const phone = basicValue(basics, 'phone', locale);
  const email = basicValue(basics, 'email', locale);
  const hours = basicValue(basics, 'marquee', locale);
  const mapLink = basicValue(basics, 'map_link', locale);
  const govRegister = basicValue(basics, 'online_gov_register', locale);
  const companyInfo = basicValue(basics, 'company_info', locale);
  const socials = socialLinks(basics, locale);
  const columns = footer ? footerColumns(footer.informations, footer.pages) : [];
  const payments = footer?.payment_methods ?? [];
  const addresses = footer?.addresses ?? [];
  const year = new Date().getFullYear();

  return (
    <footer className={cx(styles.footer, revealed && styles.revealed)}>
      <div className={cx('container', styles.main)}>
        <section className={styles.contact} aria-labelledby={contactId}>
          <h2 id={contactId} className={styles.brand}>
            {siteName}
          </h2>
          {phone && (
            <a className={styles.hotline} href={telHref(phone)}>
              <PhoneIcon size={20} />
              <span>
                <span className={styles.hotlineLabel}>
                  <Trans>Tổng đài hỗ trợ</Trans>
                </span>
                <span className={styles.hotlineNumber}>{phone}</span>
              </span>
            </a>
          )}
          <ul role="list" className={styles.contactList}>
            {hours && (
              <li>
                <ClockIcon size={16} />
                <span>
                  <span className="visually-hidden">
                    <Trans>Giờ mở cửa:</Trans>{' '}
                  </span>
                  {hours}
                </span>
              </li>
            )}
            {email && (
              <li>
                <MailIcon size={16} />
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
            {mapLink && (
              <li>
                <MapPinIcon size={16} />
                <a href={mapLink} {...external}>
                  <Trans>Xem bản đồ cửa hàng</Trans>
                </a>
              </li>
            )}
          </ul>
          {socials.length > 0 && (
            <ul role="list" className={styles.socials} aria-label={t`Mạng xã hội`}>
              {socials.map(({ key, url }) => {
                const { name, Icon } = SOCIAL_NETWORKS[key];
                return (
                  <li key={key}>
                    <a className={styles.social} href={url} aria-label={name} title={name} {...external}>
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        {columns.map(({ information, pages }) => (
          <FooterColumn key={information.id} title={localizedName(information, locale)}>
            {pages.map((page) => {
              const href = footerPageHref(page);
              return (
                <li key={page.slug}>
                  <a href={href} {...(isExternalHref(href) ? external : {})}>
                    {localizedName(page, locale)}
                  </a>
                </li>
              );
            })}
          </FooterColumn>
        ))}

        {addresses.length > 0 && (
          <section className={styles.addresses} aria-labelledby={addressesId}>
            <h2 id={addressesId} className={styles.heading}>
              <Trans>Hệ thống cửa hàng</Trans>
            </h2>
            {addresses.map((branch) => (
              <address key={branch.name} className={styles.branch}>
                <strong className={styles.branchName}>{localizedName(branch, locale)}</strong>
                <span>{locale === 'en' ? (branch.address_en ?? branch.address) : branch.address}</span>
                <span className={styles.branchLinks}>
                  {branch.phone && (
                    <a href={telHref(branch.phone)}>
                      <Trans>ĐT:</Trans> {branch.phone}
                    </a>
                  )}
                  {branch.mobile && (
                    <a href={telHref(branch.mobile)}>
                      <Trans>Di động:</Trans> {branch.mobile}
                    </a>
                  )}
                  {branch.email && <a href={`mailto:${branch.email}`}>{branch.email}</a>}
                </span>
              </address>
            ))}
          </section>
        )}
      </div>

      {(payments.length > 0 || govRegister) && (
        <div className={styles.band}>
          <div className={cx('container', styles.bandInner)}>
            {payments.length > 0 && (
              <section className={styles.payments} aria-labelledby={paymentsId}>
                <h2 id={paymentsId} className={styles.bandHeading}>
                  <Trans>Phương thức thanh toán</Trans>
                </h2>
                <ul role="list" className={styles.paymentList}>
                  {payments.map((method) => {
                    const src = uploadImageUrl(locale === 'en' ? (method.image_en_id ?? method.image_id) : method.image_id);
                    const name = localizedName(method, locale);
                    return (
                      <li key={method.name} className={styles.payment}>
                        {src ? (
                          <img src={src} alt={name} width={80} height={40} loading="lazy" decoding="async" />
                        ) : (
                          <span>{name}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
            {govRegister && (
              <a className={styles.govBadge} href={govRegister} {...external}>
                <ShieldCheckIcon size={28} />
                <span>
                  <span className={styles.govTitle}>
                    <Trans>Đã thông báo</Trans>
                  </span>
                  <span className={styles.govSub}>
                    <Trans>Bộ Công Thương</Trans>
                  </span>
                </span>
              </a>
            )}
          </div>
        </div>
      )}

      <div className={cx('container', styles.legal)}>
        <FooterInfo scope={infoScope} revealed={revealed} companyFallback={companyInfo} />
        <p className={styles.copyright}>
          © {year} {siteName}
        </p>
        <FooterAds revealed={revealed} />
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul role="list" className={styles.links}>
        {children}
      </ul>
    </section>
  );
}
