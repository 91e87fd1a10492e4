import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import { localizedName, localizedText } from '#shared/pcb/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { linePriceFormatter } from '../../money/price-formatter.ts';
import { cx } from '../../ui/class-names.ts';
import { orderLineText } from '../../ui/order-line-text.ts';
import { TrackingPanel } from '../../ui/tracking-panel.tsx';
import { deliveryMethodLabel, paymentMethodLabel } from './admin-labels.ts';
import { CustomQuoteAmounts } from './custom-quote-amounts.tsx';
import { OrderBomLines, OrderBomName } from './order-bom.tsx';
import styles from './order-facts.module.css';
import mutedText from '../../ui/muted-text.module.css';
import adminPanel from './admin-panel.module.css';
import factList from './order-fact-list.module.css';
import badges from './status-badge.module.css';

/**
 * The order's content for staff: customer, delivery (with the carrier's scans once a waybill is
 * set, the customers' tracking panel), payment, then the lines or the PCB configuration
 * and the amounts.
 */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useLingui();
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const paidAt = order.payment.paid_at ? when(order.payment.paid_at) : null;
  return (
    <>
      <section className={adminPanel.panel} aria-labelledby="admin-customer-title">
        <h2 id="admin-customer-title" className={adminPanel.sectionTitle}>
          <Trans>Khách hàng và giao hàng</Trans>
        </h2>
        <dl className={factList.facts}>
          <dt>{t`Họ tên`}</dt>
          <dd>{order.customer.fullname}</dd>
          <dt>{t`E-mail`}</dt>
          <dd>{order.customer.email ? <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a> : '—'}</dd>
          <dt>{t`Điện thoại`}</dt>
          <dd>{order.customer.phone ? <PhoneLink phone={order.customer.phone} /> : '—'}</dd>
          <dt>{t`Ngày đặt`}</dt>
          <dd>
            <time dateTime={order.created_at}>{when(order.created_at)}</time>
          </dd>
          <DeliveryFacts order={order} />
          {order.carrier && (
            <>
              <dt>{t`Đơn vị vận chuyển`}</dt>
              <dd>{order.carrier}</dd>
            </>
          )}
          {order.waybill && (
            <>
              <dt>{t`Mã vận đơn`}</dt>
              <dd>{order.waybill}</dd>
            </>
          )}
          {order.content && (
            <>
              <dt>{t`Ghi chú của khách`}</dt>
              <dd>{order.content}</dd>
            </>
          )}
          {order.language && (
            <>
              <dt>{t`Ngôn ngữ đặt hàng`}</dt>
              <dd>{order.language === 'en' ? 'English' : 'Tiếng Việt'}</dd>
            </>
          )}
        </dl>
        {/* Follows order.waybill: a waybill saved with the status change loads its own scans. */}
        {order.waybill && (
          <TrackingPanel
            waybill={order.waybill}
            carrier={order.carrier}
            unavailableText={t`Tra cứu hành trình chưa được bật trên máy chủ (chưa cấu hình TRACKING_URL).`}
          />
        )}
      </section>

      <section className={adminPanel.panel} aria-labelledby="admin-payment-title">
        <h2 id="admin-payment-title" className={adminPanel.sectionTitle}>
          <Trans context="payment">Thanh toán</Trans>
        </h2>
        <dl className={factList.facts}>
          <dt>{t`Hình thức`}</dt>
          <dd>{paymentMethodLabel(i18n, order.payment.method)}</dd>
          <dt>{t`Tình trạng`}</dt>
          <dd>
            {order.payment.paid ? (
              <span className={cx(badges.badge, badges.badgeDone)}>
                {paidAt ? t`Đã thanh toán lúc ${paidAt}` : t`Đã thanh toán`}
              </span>
            ) : order.payment.required ? (
              <span className={cx(badges.badge, badges.badgeUnpaid)}>{t`Chưa thanh toán`}</span>
            ) : (
              <span>{t`Thu tiền khi giao / tại cửa hàng`}</span>
            )}
          </dd>
        </dl>
      </section>

      {order.vat_invoice && (
        <section className={adminPanel.panel} aria-labelledby="admin-vat-title">
          <h2 id="admin-vat-title" className={adminPanel.sectionTitle}>
            <Trans>Hóa đơn VAT</Trans>
          </h2>
          <dl className={factList.facts}>
            <dt>{t`Tên công ty`}</dt>
            <dd>{order.vat_invoice.company}</dd>
            <dt>{t`Mã số thuế`}</dt>
            <dd className={styles.mono}>{order.vat_invoice.taxcode}</dd>
            <dt>{t`Địa chỉ công ty`}</dt>
            <dd>{order.vat_invoice.company_address}</dd>
          </dl>
        </section>
      )}

      {order.pcb ? <PcbFacts pcb={order.pcb} /> : <ShopFacts order={order} />}
    </>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>;
}

/**
 * Every delivery fact the customer gave: the method (or the international
 * carrier with its fee and time), who receives it and where, who collects it in the shop and when,
 * and whether the delivery fee is paid on receipt.
 */
function DeliveryFacts({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useLingui();
  const { delivery } = order;
  const company = delivery.company;
  const pickup = delivery.pickup;
  const fee = company?.fee !== null && company?.fee !== undefined ? formatVnd(company.fee) : null;
  return (
    <>
      {delivery.method !== null && (
        <>
          <dt>{t`Hình thức giao hàng`}</dt>
          <dd>{deliveryMethodLabel(i18n, delivery.method)}</dd>
        </>
      )}
      {company && (
        <>
          <dt>{t`Hãng vận chuyển (khách chọn)`}</dt>
          <dd>
            {company.name}
            {fee && ` · ${fee}`}
            {company.delivery_time && ` · ${t`${company.delivery_time} ngày`}`}
          </dd>
        </>
      )}
      {delivery.fee_on_receipt && (
        <>
          <dt>{t`Phí giao hàng`}</dt>
          <dd>{t`Khách trả khi nhận hàng`}</dd>
        </>
      )}
      {delivery.recipient && (
        <>
          <dt>{t`Người nhận`}</dt>
          <dd>
            {delivery.recipient.name}
            {delivery.recipient.phone && (
              <>
                {' · '}
                <PhoneLink phone={delivery.recipient.phone} />
              </>
            )}
          </dd>
        </>
      )}
      {order.address_text && (
        <>
          <dt>{t`Giao đến`}</dt>
          <dd>
            {order.address_text}
            {delivery.address_source === 'default' && <span className={mutedText.muted}> ({t`địa chỉ mặc định hiện tại của khách; báo giá không ghi địa chỉ khác`})</span>}
          </dd>
        </>
      )}
      {pickup && (
        <>
          <dt>{t`Người nhận tại cửa hàng`}</dt>
          <dd>
            {pickup.name ?? '—'}
            {pickup.phone && (
              <>
                {' · '}
                <PhoneLink phone={pickup.phone} />
              </>
            )}
          </dd>
          <dt>{t`Thời gian nhận`}</dt>
          <dd>{pickup.date && pickup.time ? `${pickup.date} · ${pickup.time}` : t`Chưa chọn`}</dd>
        </>
      )}
    </>
  );
}

/** Staff count in đồng whatever the order's currency: every amount of the detail is VND. */
const formatStaffLine = linePriceFormatter('vi', null);

function ShopFacts({ order }: { order: AdminOrderDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const amounts = order.amounts;
  const rows = amounts
    ? [
        { key: 'goods', label: t`Tiền hàng`, value: amounts.goods },
        { key: 'increase', label: t`Phụ thu xuất hóa đơn`, value: amounts.price_increase },
        { key: 'delivery', label: t`Phí giao hàng`, value: amounts.delivery_fee },
        { key: 'cod', label: t`Phí thu hộ (COD)`, value: amounts.cod_fee },
        { key: 'vat', label: t`Thuế VAT`, value: amounts.vat_amount },
        { key: 'bonus', label: t`Điểm thưởng`, value: -amounts.bonus },
        { key: 'online', label: t`Phí thanh toán trực tuyến`, value: amounts.online_fee },
      ].filter((row) => row.key === 'goods' || row.value !== 0)
    : [];
  return (
    <section className={adminPanel.panel} aria-labelledby="admin-lines-title">
      <h2 id="admin-lines-title" className={adminPanel.sectionTitle}>
        <Trans>Sản phẩm</Trans>
      </h2>
      <ul className={styles.lines}>
        {order.lines.map((line, index) => {
          // The checkout's way: grouped count, the unit in the admin's language.
          const shown = orderLineText(line, locale, formatStaffLine);
          return (
            <li key={`${line.product_id ?? 'x'}-${index}`} className={styles.line}>
              <span>
                {line.slug ? <a href={`/products/${line.slug}`}>{line.name}</a> : line.name}
                {line.sku && <span className={mutedText.muted}> · {line.sku}</span>}
                <br />
                <span className={mutedText.muted}>{shown.arithmetic}</span>
              </span>
              <span>{shown.total}</span>
            </li>
          );
        })}
      </ul>
      <dl className={factList.amounts}>
        {rows.map((row) => (
          <div key={row.key} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd>{row.value < 0 ? `−${formatVnd(-row.value)}` : formatVnd(row.value)}</dd>
          </div>
        ))}
        <dt className={factList.amountTotal}>{t`Tổng cộng`}</dt>
        <dd className={factList.amountTotal}>{formatVnd(order.total)}</dd>
      </dl>
    </section>
  );
}

function PcbFacts({ pcb }: { pcb: NonNullable<AdminOrderDetail['pcb']> }) {
  const { t, i18n } = useLingui();
  const kind: Record<typeof pcb.kind, string> = {
    fabrication: t`Gia công PCB`,
    assembly: t`Lắp ráp PCB`,
    stencil: t`Stencil SMD`,
    custom: t`Báo giá theo yêu cầu`,
  };
  const fileName = pcb.design_file?.name ?? '';
  const carrier = pcb.delivery_company?.name ?? '';
  const days = pcb.build_days;
  const named = pcb.pcb_type ?? pcb.pcb_quote ?? pcb.stencil_size;
  const name = named ? localizedName(named, i18n.locale) : pcb.title;
  return (
    <section className={adminPanel.panel} aria-labelledby="admin-pcb-title">
      <h2 id="admin-pcb-title" className={adminPanel.sectionTitle}>
        <Trans>Cấu hình PCB</Trans>
      </h2>
      <dl className={factList.facts}>
        <dt>{t`Loại`}</dt>
        <dd>
          {kind[pcb.kind]}
          {name && ` · ${name}`}
        </dd>
        {pcb.width !== null && pcb.height !== null && (
          <>
            <dt>{t`Kích thước`}</dt>
            <dd>
              {pcb.width} × {pcb.height} mm
            </dd>
          </>
        )}
        <dt>{t`Số lượng`}</dt>
        <dd>{pcb.quantity}</dd>
        {pcb.panel_way !== '1x1' && (
          <>
            <dt>{t`Ghép panel`}</dt>
            <dd>{pcb.panel_way}</dd>
          </>
        )}
        {pcb.properties.map((property) => (
          <div key={property.id} style={{ display: 'contents' }}>
            <dt>{localizedText(property.specification, property.specification_en, i18n.locale)}</dt>
            <dd>{localizedText(property.name, property.name_en, i18n.locale)}</dd>
          </div>
        ))}
        {pcb.bom && (
          <>
            <dt>{t`BOM đính kèm`}</dt>
            <dd>
              <OrderBomName bom={pcb.bom} />
            </dd>
          </>
        )}
        <dt>{t`Tệp thiết kế`}</dt>
        <dd>
          {pcb.design_file ? (
            <a href={pcb.design_file.url} download>
              <Trans>Tải xuống {fileName}</Trans>
            </a>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      {pcb.bom && <OrderBomLines bom={pcb.bom} />}
      {pcb.kind === 'custom' && <CustomQuoteAmounts pcb={pcb} />}
      {pcb.kind !== 'custom' && (
        <dl className={factList.amounts}>
          <dt>{t`Đơn giá`}</dt>
          <dd>{formatVnd(pcb.pcb_unit_price)}</dd>
          <dt>{t`Tiền hàng`}</dt>
          <dd>{formatVnd(pcb.goods_total)}</dd>
          {pcb.setup_fee > 0 && (
            <>
              <dt>{t`Phí setup`}</dt>
              <dd>{formatVnd(pcb.setup_fee)}</dd>
            </>
          )}
          {pcb.build_days !== null && (
            <>
              <dt>{t`Sản xuất ${days} ngày`}</dt>
              <dd>{formatVnd(pcb.build_price)}</dd>
            </>
          )}
          {pcb.delivery_company && (
            <>
              <dt>{t`Phí vận chuyển (${carrier})`}</dt>
              <dd>{formatVnd(pcb.shipping_payment ?? 0)}</dd>
            </>
          )}
          {/* A Vietnamese delivery's fee and the COD fee are lines of the total. */}
          {!pcb.delivery_company && (pcb.shipping_payment ?? 0) > 0 && (
            <>
              <dt>{t`Phí giao hàng`}</dt>
              <dd>{formatVnd(pcb.shipping_payment ?? 0)}</dd>
            </>
          )}
          {(pcb.cod_payment ?? 0) > 0 && (
            <>
              <dt>{t`Phí thu hộ (COD)`}</dt>
              <dd>{formatVnd(pcb.cod_payment ?? 0)}</dd>
            </>
          )}
          <dt className={factList.amountTotal}>{t`Tổng cộng`}</dt>
          <dd className={factList.amountTotal}>{formatVnd(pcb.total)}</dd>
        </dl>
      )}
    </section>
  );
}
