import type { EntityManager } from '@mikro-orm/postgresql';
import { countryName } from '#shared/addresses/country-name.ts';
import type { DeliveryAddressView } from '#shared/addresses/schemas.ts';
import type { CheckoutContextResponse, CheckoutFees as CheckoutFeesBody, CheckoutLocation } from '#shared/checkout/schemas.ts';
import { flowOf } from '#shared/checkout/totals-input.ts';
import type { CheckoutFlow } from '#shared/checkout/flow.ts';
import { methodContext } from '#shared/checkout/totals.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { MethodContext } from '#shared/checkout/methods.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { findAddress, listAddresses } from '../addresses/index.ts';
import { cartDetails } from '../cart/index.ts';
import { loadOpeningHours } from '../content/index.ts';
import { shopBankAccount, type BankAccount } from '../shop-settings/index.ts';
import { cartMethodOf, choicesOf, storedCartMethod } from './cart-method-commands.ts';
import { bankTransferDetails, enabledProviders } from './offered-payments.ts';
import { exchangeRate, shopFees } from './settings-queries.ts';

interface ProfileRow {
  fullname: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  taxcode: string | null;
  company_address: string | null;
  is_tax: boolean | null;
  buyonshop: boolean | null;
  bonus: number | null;
  country_iso: string | null;
}

type CheckoutProfile = CheckoutContextResponse['profile'];
type CheckoutAddress = NonNullable<CheckoutContextResponse['address']>;

/** The user's name, e-mail and profile (defaults when no profile row was ever saved). */
export async function checkoutProfile(em: EntityManager, userId: number): Promise<CheckoutProfile> {
  // Raw: user, profile and country in one read, with a correlated fallback (the default address's country).
  const [row] = await em.execute<ProfileRow[]>(
    // The profile's country, else the default (or first) delivery address's: the profile screen
    // has no country pick, so the address a customer ships to is what places them (spec §6).
    `select u.fullname, u.email, p.phone, p.company, p.taxcode, p.company_address, p.is_tax, p.buyonshop, p.bonus,
            coalesce(c.iso_code, (select ac.iso_code from delivery_addresses a join countries ac on ac.id = a.country_id
                                   where a.user_id = u.id order by a.address_default desc, a.id limit 1)) as country_iso
       from users u left join profiles p on p.user_id = u.id left join countries c on c.id = p.country_id
      where u.id = ?`,
    [userId],
  );
  if (!row) throw new AppError(403, 'login_required', 'Sign in to do this');
  return {
    fullname: row.fullname,
    phone: row.phone ?? '',
    email: row.email ?? '',
    country_iso: row.country_iso?.toLowerCase() ?? null,
    buyonshop: row.buyonshop ?? false,
    is_tax: row.is_tax ?? false,
    company: row.company ?? '',
    taxcode: row.taxcode ?? '',
    company_address: row.company_address ?? '',
    bonus: Number(row.bonus ?? 0),
  };
}

/**
 * The address's places from the province down, numbered by depth, each with its delivery fee: an
 * address of the current map has two (province, ward), one saved before 1 July 2025 three
 * (province, district, ward). The deepest carries the fee (`locationDeliveryFee`).
 */
function locationsOf(address: DeliveryAddressView): CheckoutLocation[] {
  return [address.province, address.district, address.ward]
    .filter((location) => location !== null)
    .map((location, index) => ({ level: index + 1, name: location.name, payment: Number(location.payment), time_delivery: location.time_delivery }));
}

/**
 * One line of text for an address, most specific part first, the country named in the reader's
 * language ('Việt Nam' on the Vietnamese storefront).
 */
export function addressText(address: DeliveryAddressView, language: Locale): string {
  return [address.address, address.ward?.name, address.district?.name, address.province?.name, address.city, address.state, address.zipcode, countryName(address.country, language)]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}

export function checkoutAddressOf(address: DeliveryAddressView, language: Locale): CheckoutAddress {
  return {
    id: address.id,
    name: address.name,
    phone: address.phone,
    text: addressText(address, language),
    country_iso: address.country.iso_code.toLowerCase(),
    locations: locationsOf(address),
  };
}

/** The address an order goes to: the one named (own only), else the default, else null; its line in `language`. */
export async function orderAddress(em: EntityManager, userId: number, addressId: number | null, language: Locale): Promise<CheckoutAddress | null> {
  if (addressId !== null) {
    const named = await findAddress(em, userId, addressId);
    return named ? checkoutAddressOf(named, language) : null;
  }
  // Listed default first (spec §3 address_default).
  const [first] = await listAddresses(em, userId);
  return first ? checkoutAddressOf(first, language) : null;
}

/** The checkout fees of shared/checkout/totals.ts for this user, address and server. */
export async function checkoutFees(
  em: EntityManager,
  config: AppConfig,
  profile: CheckoutProfile,
  address: CheckoutAddress | null,
): Promise<CheckoutFeesBody> {
  const shop = await shopFees(em, enabledProviders(config));
  return { ...shop, locations: address?.locations ?? [], is_tax: profile.is_tax, bonus: profile.bonus };
}

/** The shop's transfer account without the bank BIN (that only feeds the VietQR code). */
export function bankAccountOf(account: BankAccount | null): CheckoutContextResponse['bank_transfer'] {
  const bank = bankTransferDetails(account);
  return bank ? { bank_name: bank.bank_name, account_number: bank.account_number, account_name: bank.account_name } : null;
}

export interface CheckoutContext {
  response: CheckoutContextResponse;
  flow: CheckoutFlow;
  methods: MethodContext;
}

/**
 * GET /v1/checkout: what the page needs to run the shared checkout rules. The method context's
 * goods are the whole cart's (the page's selection is not known here); the order call checks
 * VAT against the real selection.
 */
export async function checkoutContext(em: EntityManager, config: AppConfig, userId: number, language: 'vi' | 'en'): Promise<CheckoutContext> {
  const profile = await checkoutProfile(em, userId);
  const address = await orderAddress(em, userId, null, language);
  const [fees, rate, method, cart, hours, bank] = await Promise.all([
    checkoutFees(em, config, profile, address),
    exchangeRate(em),
    storedCartMethod(em, userId),
    cartDetails(em, { kind: 'user', userId }),
    loadOpeningHours(em),
    shopBankAccount(em, config.payments.bankTransfer),
  ]);
  const flow = flowOf(profile);
  const methods = methodContext(flow, language, fees, cart.total);
  return {
    flow,
    methods,
    response: {
      profile,
      address,
      fees,
      cart_method: cartMethodOf(choicesOf(method, methods)),
      exchange_rate: rate,
      bank_transfer: bankAccountOf(bank),
      opening_hours: [...hours],
    },
  };
}
