import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ADDRESS_MAX_LENGTH, addressFieldErrors, isVietnam, requiredAddressFields, type AddressField } from '#shared/addresses/address-rules.ts';
import type { DeliveryAddressView } from '#shared/addresses/schemas.ts';
import type { LocationRow } from '#shared/locations/schemas.ts';
import { ApiError } from '../../api/api-error.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { currentPath, loginHref } from '../../session/login-href.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import {
  chooseLocation,
  draftFromAddress,
  draftToBody,
  draftToRuleInput,
  EMPTY_DRAFT,
  phoneForCountry,
  type AddressDraft,
  type LocationLevelField,
  type TextField,
} from './address-draft.ts';
import { InputField, PlaceField } from './address-fields.tsx';
import styles from './address-form.module.css';
import { fieldMessage, formMessage } from './address-messages.ts';
import { fetchCountries, fetchLocations, saveAddress } from './addresses-api.ts';
import { DeliveryTerms } from './delivery-terms.tsx';
import { addressLines } from './address-lines.ts';
import { sortCountries, sortLocations } from './place-names.ts';
import { useAsyncList } from './use-async-list.ts';

interface AddressFormProps {
  /** The address being changed, or null for a new one. */
  address: DeliveryAddressView | null;
  onSaved: (address: DeliveryAddressView) => void;
  onCancel?: () => void;
}

const LEVEL_FIELDS: Readonly<Record<LocationLevelField, AddressField>> = {
  countryId: 'country_id',
  provinceId: 'province_id',
  wardId: 'ward_id',
};

function placeOptions(items: readonly LocationRow[]) {
  return sortLocations(items).map((location) => ({ value: location.id, label: location.name }));
}

/**
 * The delivery address form (spec §4): country, then for Vietnam the province → ward cascade of
 * the map in force since 1 July 2025 (this overrides the spec's "province, district,
 * ward": districts no longer exist) and the street; for other countries address, city, state,
 * optional zip; the recipient's name and phone (with the country code abroad). The places are
 * comboboxes with type-to-search, countries with their flag pictures. An address
 * saved under the old map starts on the places it lies in today, with its old text shown to check
 * against. Stars follow spec §5; the shared rules check before sending and the server's per-field
 * keys show under the same inputs.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<AddressDraft>(() => (address ? draftFromAddress(address) : EMPTY_DRAFT));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const countries = useAsyncList('countries', fetchCountries);
  const vietnamId = countries.items.find((c) => c.iso_code === 'vn')?.id ?? null;
  // A new address starts in Vietnam, the shop's home market.
  const countryId = draft.countryId ?? (address ? null : vietnamId);
  const country = countries.items.find((c) => c.id === countryId) ?? null;
  const iso = country?.iso_code ?? null;
  const vietnam = country === null || isVietnam(iso);
  const provinces = useAsyncList(vietnam && countryId ? `country:${countryId}` : null, () => fetchLocations({ countryId: countryId! }));
  const wards = useAsyncList(vietnam && draft.provinceId ? `parent:${draft.provinceId}` : null, () => fetchLocations({ parentId: draft.provinceId! }));
  const required = new Set(requiredAddressFields(iso));
  const movedFromOldMap = address?.current_places ? addressLines(address)[0] : null;

  const countryOptions = useMemo(
    // Flag pictures, not emoji: without a flag font an emoji flag is two letters or an empty box.
    () => sortCountries(countries.items, locale).map(({ country: c, label }) => ({ value: c.id, label, image: c.flag_image, keywords: `${c.name} ${c.iso_code}` })),
    [countries.items, locale],
  );
  const provinceOptions = useMemo(() => placeOptions(provinces.items), [provinces.items]);
  const wardOptions = useMemo(() => placeOptions(wards.items), [wards.items]);
  const chosenPlace = wards.items.find((w) => w.id === draft.wardId) ?? provinces.items.find((p) => p.id === draft.provinceId);

  // After a refused submit, the first marked field takes the focus (or the red box when none is).
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [attempt]);

  // A field's message goes as soon as it is changed; the red box once no field is marked.
  function clearError(field: AddressField) {
    if (!errors[field]) return;
    const rest = { ...errors };
    delete rest[field];
    setErrors(rest);
    if (formError === 'validation_failed' && Object.keys(rest).length === 0) setFormError(null);
  }

  function setText(field: TextField, value: string) {
    clearError(field);
    setDraft((current) => ({ ...current, [field]: value }));
  }

  /** What every text input of the form shares: value, change, message, star and the shared length cap. */
  function textProps(field: TextField) {
    return {
      name: field,
      required: required.has(field),
      error: errorOf(field),
      value: draft[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setText(field, event.target.value),
      maxLength: ADDRESS_MAX_LENGTH[field],
    };
  }

  function setPlace(field: LocationLevelField, id: number | null) {
    clearError(LEVEL_FIELDS[field]);
    if (field === 'countryId') {
      const next = countries.items.find((c) => c.id === id);
      setDraft((current) => {
        const moved = chooseLocation({ ...current, countryId }, 'countryId', id);
        return next ? { ...moved, phone: phoneForCountry(current.phone, country?.phone_code ?? null, { phoneCode: next.phone_code, vietnam: isVietnam(next.iso_code) }) } : moved;
      });
      return;
    }
    setDraft((current) => chooseLocation({ ...current, countryId }, field, id));
  }

  function errorOf(field: AddressField): string | null {
    const key = errors[field];
    return key ? fieldMessage(i18n, field, key, vietnam) : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    // A phone holding only the '+code' the form wrote in is still empty ('required', not 'invalid').
    const onlyCode = country !== null && draft.phone.trim() === `+${country.phone_code}`;
    const filled = { ...draft, countryId, phone: onlyCode ? '' : draft.phone };
    const found = addressFieldErrors(draftToRuleInput(filled, iso));
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError('validation_failed');
      setAttempt((n) => n + 1);
      return;
    }
    setSaving(true);
    setErrors({});
    setFormError(null);
    try {
      onSaved(await saveAddress(address?.id ?? null, draftToBody(filled, vietnam)));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'login_required') {
        void router.navigate({ href: loginHref(currentPath()) });
        return;
      }
      setErrors(error instanceof ApiError ? (error.fields as Partial<Record<AddressField, string>>) : {});
      setFormError(error instanceof ApiError ? error.code : 'unexpected');
      setAttempt((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  const loadingText = t`Đang tải…`;
  const phoneCode = country?.phone_code ?? '';
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-busy={saving || undefined}>
      {formError && <FormAlert ref={alertRef}>{formMessage(i18n, formError)}</FormAlert>}
      <p className={styles.legend}>
        <Trans>Các ô có dấu * là bắt buộc.</Trans>
      </p>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <Trans>Nơi nhận hàng</Trans>
        </legend>
        {movedFromOldMap && (
          <div className={styles.mapNotice} role="note">
            <p>
              <Trans>
                Địa chỉ này được lưu theo địa giới hành chính trước ngày 1/7/2025. Chúng tôi đã chọn sẵn tỉnh/thành phố và phường/xã mới tương ứng, vui lòng
                kiểm tra lại.
              </Trans>
            </p>
            <p className={styles.oldAddress}>
              <Trans>Địa chỉ cũ: {movedFromOldMap}</Trans>
            </p>
          </div>
        )}
        <div className={styles.grid}>
          <PlaceField
            name="country_id"
            label={<Trans>Quốc gia</Trans>}
            listLabel={t`Quốc gia`}
            required={required.has('country_id')}
            error={errorOf('country_id')}
            placeholder={countries.status === 'ready' ? t`Chọn hoặc gõ tên quốc gia` : loadingText}
            options={countryOptions}
            value={countryId}
            disabled={countries.status !== 'ready'}
            onChange={(id) => setPlace('countryId', id)}
            wide
          />
          {vietnam ? (
            <>
              <PlaceField
                name="province_id"
                label={<Trans>Tỉnh/Thành phố</Trans>}
                listLabel={t`Tỉnh/Thành phố`}
                required={required.has('province_id')}
                error={errorOf('province_id')}
                placeholder={provinces.status === 'loading' ? loadingText : t`Chọn tỉnh/thành phố`}
                options={provinceOptions}
                value={draft.provinceId}
                disabled={provinces.status !== 'ready'}
                onChange={(id) => setPlace('provinceId', id)}
              />
              <PlaceField
                name="ward_id"
                label={<Trans>Phường/Xã</Trans>}
                listLabel={t`Phường/Xã`}
                required={required.has('ward_id')}
                error={errorOf('ward_id')}
                placeholder={wards.status === 'loading' ? loadingText : draft.provinceId ? t`Chọn phường/xã` : t`Chọn tỉnh/thành phố trước`}
                options={wardOptions}
                value={draft.wardId}
                disabled={wards.status !== 'ready'}
                onChange={(id) => setPlace('wardId', id)}
              />
              <InputField
                {...textProps('address')}
                label={<Trans>Số nhà, tên đường</Trans>}
                autoComplete="address-line1"
                placeholder={t`Ví dụ: 12 Phố Huế`}
                wide
              />
            </>
          ) : (
            <>
              <InputField
                {...textProps('address')}
                label={<Trans>Địa chỉ</Trans>}
                autoComplete="street-address"
                placeholder={t`Số nhà, tên đường, căn hộ`}
                wide
              />
              <InputField
                {...textProps('city')}
                label={<Trans>Thành phố</Trans>}
                autoComplete="address-level2"
              />
              <InputField
                {...textProps('state')}
                label={<Trans>Bang/Tỉnh</Trans>}
                autoComplete="address-level1"
              />
              <InputField
                {...textProps('zipcode')}
                label={<Trans>Mã bưu chính</Trans>}
                autoComplete="postal-code"
              />
            </>
          )}
        </div>
        {vietnam && chosenPlace && <DeliveryTerms place={chosenPlace} className={styles.terms} />}
        {(countries.status === 'error' || provinces.status === 'error' || wards.status === 'error') && (
          <p className={styles.loadError} role="alert">
            <Trans>Không tải được danh sách địa điểm.</Trans>{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => [countries, provinces, wards].forEach((list) => list.status === 'error' && list.retry())}
            >
              <Trans>Thử lại</Trans>
            </button>
          </p>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <Trans>Người nhận</Trans>
        </legend>
        <div className={styles.grid}>
          <InputField
            {...textProps('name')}
            label={<Trans>Họ tên</Trans>}
            autoComplete="name"
          />
          <InputField
            {...textProps('phone')}
            type="tel"
            label={<Trans>Số điện thoại</Trans>}
            hint={vietnam || !country ? undefined : <Trans>Ghi kèm mã quốc gia, ví dụ: +{phoneCode} …</Trans>}
            autoComplete="tel"
            inputMode="tel"
            placeholder={vietnam ? '0912 345 678' : `+${country?.phone_code ?? ''}`}
          />
        </div>
      </fieldset>
      <div className={styles.actions}>
        <SubmitButton pending={saving} pendingLabel={t`Đang lưu…`}>
          <Trans>Lưu địa chỉ</Trans>
        </SubmitButton>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            <Trans>Hủy</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
