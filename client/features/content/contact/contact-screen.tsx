import { Trans, useLingui } from '@lingui/react/macro';
import type { FooterResponse } from '#shared/content/schemas.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../ui/icons.tsx';
import pageStyles from '../../../ui/page.module.css';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { basicValue, telHref } from '../footer-basics.ts';
import { ContactForm } from './contact-form.tsx';
import styles from './contact-screen.module.css';

/** A map search link for a branch address (opened in a new tab; no map is loaded into the page). */
export function mapSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * /lien-he (spec §2 "contact and map"): the branches from the footer data with address, phones,
 * e-mail, opening hours and a map link (the `map_link` setting for the main store), and the
 * contact form. The map opens in a new tab: the page embeds nothing from another site (the
 * content security policy allows no frames).
 */
export function ContactScreen({ footer, subject }: { footer: FooterResponse; subject: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  usePageMeta({ title: t`Liên hệ`, description: t`Địa chỉ cửa hàng, số điện thoại, giờ mở cửa, bản đồ và biểu mẫu liên hệ.`, canonical: '/lien-he' });
  const hours = basicValue(footer.basics, 'marquee', locale);
  const mapLink = basicValue(footer.basics, 'map_link', locale);
  const hotline = basicValue(footer.basics, 'phone', locale);
  const email = basicValue(footer.basics, 'email', locale);
  return (
    <div className={`container ${pageStyles.page}`}>
      <h1 className={pageStyles.title}>
        <Trans>Liên hệ</Trans>
      </h1>
      <div className={styles.layout}>
        <section aria-labelledby="contact-branches" className={styles.branches}>
          <h2 id="contact-branches" className={styles.sectionTitle}>
            <Trans>Cửa hàng</Trans>
          </h2>
          {(hotline || email) && (
            <p className={styles.line}>
              {hotline && (
                <a href={telHref(hotline)} className={styles.iconLink}>
                  <PhoneIcon size={18} />
                  <span>
                    <Trans>Tổng đài: {hotline}</Trans>
                  </span>
                </a>
              )}
              {email && (
                <a href={`mailto:${email}`} className={styles.iconLink}>
                  <MailIcon size={18} />
                  <span>{email}</span>
                </a>
              )}
            </p>
          )}
          {hours && (
            <p className={styles.iconLine}>
              <ClockIcon size={18} />
              <span>
                <Trans>Giờ mở cửa: {hours}</Trans>
              </span>
            </p>
          )}
          <ul className={styles.branchList}>
            {footer.addresses.map((branch, index) => {
              const address = locale === 'en' && branch.address_en ? branch.address_en : branch.address;
              const map = index === 0 && mapLink ? mapLink : mapSearchHref(branch.address);
              return (
                <li key={branch.name} className={styles.branch}>
                  <h3 className={styles.branchName}>{localizedName({ name: branch.name, name_en: branch.name_en }, locale)}</h3>
                  <p className={styles.iconLine}>
                    <MapPinIcon size={18} />
                    <span>{address}</span>
                  </p>
                  {[branch.phone, branch.mobile].filter((phone): phone is string => Boolean(phone)).map((phone) => (
                    <p key={phone} className={styles.iconLine}>
                      <PhoneIcon size={18} />
                      <a href={telHref(phone)}>{phone}</a>
                    </p>
                  ))}
                  {branch.email && (
                    <p className={styles.iconLine}>
                      <MailIcon size={18} />
                      <a href={`mailto:${branch.email}`}>{branch.email}</a>
                    </p>
                  )}
                  <a href={map} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
                    <Trans>Xem bản đồ</Trans>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="contact-form" className={styles.formBox}>
          <h2 id="contact-form" className={styles.sectionTitle}>
            <Trans>Gửi tin nhắn cho chúng tôi</Trans>
          </h2>
          <ContactForm initialSubject={subject} />
        </section>
      </div>
    </div>
  );
}
