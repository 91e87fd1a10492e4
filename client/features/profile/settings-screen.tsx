import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { BONUS_MINIMUM_BALANCE, VAT_MINIMUM_VND } from '#shared/checkout/totals.ts';
import type { InlineSaveField } from '#shared/profile/profile-fields.ts';
import type { ProfileView } from '#shared/profile/schemas.ts';
import { usePrice } from '../../money/use-price.ts';
import { useThresholdPrice } from '../../money/use-threshold-price.ts';
import { loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { SavedCopyNotice } from '../../ui/saved-copy-notice.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { EmailField } from './email-field.tsx';
import { InlineField } from './inline-field.tsx';
import styles from './settings-screen.module.css';
import { useProfile } from './use-profile.ts';

/**
 * /user/settings (spec §2 settings; §4 inline profile fields; §5 profile rules): picture, personal
 * and company details edited one field at a time, the bonus balance, delivery addresses and a
 * notification preferences: the route passes in the push switch (a feature never imports
 * another feature).
 */
export function SettingsScreen({ notificationSettings }: { notificationSettings?: ReactNode } = {}) {
  const { t } = useLingui();
  const session = useSession();
  usePageMeta({ title: t`Cài đặt tài khoản` });

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>
        <Trans>Cài đặt tài khoản</Trans>
      </h1>
      {session.status === 'loading' && <SettingsSkeleton />}
      {session.status === 'guest' && (
        <p className={styles.card}>
          <span>
            <Trans>Vui lòng đăng nhập để xem và sửa thông tin tài khoản.</Trans>
          </span>
          <a className={styles.primaryLink} href={loginHref('/user/settings')}>
            <Trans>Đăng nhập</Trans>
          </a>
        </p>
      )}
      {session.status === 'user' && <SettingsForUser key={session.user.id} userId={session.user.id} notificationSettings={notificationSettings} />}
    </div>
  );
}

function SettingsSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.grid} aria-busy="true" aria-label={t`Đang tải thông tin tài khoản`}>
      <div className={`${styles.card} ${styles.skeleton}`} />
      <div className={`${styles.card} ${styles.skeleton}`} />
    </div>
  );
}

function SettingsForUser({ userId, notificationSettings }: { userId: number; notificationSettings: ReactNode }) {
  const { state, saveField, emailAdded, avatarChanged, retry } = useProfile(userId);
  if (state.status === 'loading') return <SettingsSkeleton />;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  return (
    <>
      {state.savedAt !== null && <SavedCopyNotice savedAt={state.savedAt} onRetry={retry} />}
      <SettingsSections
        profile={state.profile}
        saveField={saveField}
        emailAdded={emailAdded}
        avatarChanged={avatarChanged}
        notificationSettings={notificationSettings}
      />
    </>
  );
}

interface SectionsProps {
  profile: ProfileView;
  saveField: (field: InlineSaveField, value: string) => Promise<void>;
  emailAdded: (profile: ProfileView) => void;
  avatarChanged: (avatar: string) => void;
  notificationSettings: ReactNode;
}

function SettingsSections({ profile, saveField, emailAdded, avatarChanged, notificationSettings }: SectionsProps) {
  const price = usePrice();
  // Spec §9 thresholds set in dong: "1,000,000 VND (about $38)" in English, not "$38.46".
  const threshold = useThresholdPrice();
  const vatMinimum = threshold(VAT_MINIMUM_VND);
  const bonusMinimum = threshold(BONUS_MINIMUM_BALANCE);
  const bonus = price(profile.bonus);
  return (
    <div className={styles.grid}>
      <Section title={<Trans>Thông tin cá nhân</Trans>}>
        <AvatarUpload avatar={profile.avatar} name={profile.fullname} onUploaded={avatarChanged} />
        <div className={styles.fields}>
          <InlineField field="fullname" label={<Trans>Họ và tên</Trans>} value={profile.fullname} onSave={saveField} autoComplete="name" required />
          <EmailField email={profile.email} onAdded={emailAdded} />
          <InlineField field="phone" type="tel" label={<Trans>Số điện thoại</Trans>} value={profile.phone} onSave={saveField} autoComplete="tel" />
        </div>
      </Section>

      <Section
        title={<Trans>Thông tin công ty</Trans>}
        description={<Trans>Dùng để xuất hóa đơn VAT cho đơn hàng từ {vatMinimum}.</Trans>}
      >
        <div className={styles.fields}>
          <InlineField field="company" label={<Trans>Tên công ty</Trans>} value={profile.company} onSave={saveField} autoComplete="organization" />
          <InlineField field="taxcode" label={<Trans>Mã số thuế</Trans>} value={profile.taxcode} onSave={saveField} />
          <InlineField
            field="company_address"
            label={<Trans>Địa chỉ công ty</Trans>}
            value={profile.company_address}
            onSave={saveField}
            autoComplete="street-address"
          />
        </div>
      </Section>

      <Section title={<Trans>Điểm thưởng</Trans>}>
        <p className={styles.bonus}>
          <span className={styles.bonusAmount}>{bonus}</span>
        </p>
        <p className={styles.muted}>
          <Trans>Có thể dùng điểm thưởng khi thanh toán nếu số dư trên {bonusMinimum}.</Trans>
        </p>
      </Section>

      <Section title={<Trans>Sổ địa chỉ giao hàng</Trans>}>
        <p className={styles.muted}>
          <Trans>Thêm, sửa địa chỉ nhận hàng và chọn địa chỉ mặc định.</Trans>
        </p>
        <a className={styles.secondaryLink} href="/user/delivery-addresses">
          <Trans>Quản lý địa chỉ giao hàng</Trans>
        </a>
      </Section>

      <Section title={<Trans>Thông báo</Trans>}>
        {notificationSettings}
        <a className={styles.secondaryLink} href="/notifications">
          <Trans>Xem thông báo</Trans>
        </a>
      </Section>
    </div>
  );
}

function Section({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        {description && <p className={styles.muted}>{description}</p>}
      </div>
      {children}
    </section>
  );
}
