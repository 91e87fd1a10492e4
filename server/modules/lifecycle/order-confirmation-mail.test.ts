import { describe, expect, test } from 'vitest';
import { orderConfirmationMail, type ConfirmationFacts } from './order-confirmation-mail.ts';

const PCB: ConfirmationFacts = {
  kind: 'pcb',
  code: 'PCB000045',
  language: 'vi',
  placedAt: new Date('2026-11-24T03:05:00Z'),
  customerName: 'Nguyễn Văn An',
  pcbKind: 'fabrication',
  lines: [{ name: 'FR-4 2 lớp', detail: '100 × 80 mm, Màu mực: Xanh lá', quantity: 10, unit: null, unitPrice: 26_000, total: 260_000 }],
  amounts: [
    { key: 'goods', value: 260_000 },
    { key: 'setup_fee', value: 150_000 },
    { key: 'build_time', value: 50_000, days: 3 },
    { key: 'shipping', value: 900_000 },
  ],
  total: 1_360_000,
  priced: true,
  currency: 'VND',
  exchangeRate: 26_000,
  delivery: { method: null, carrier: { name: 'DHL Express', deliveryTime: null }, recipient: null, address: '1 Market St <b>SF</b>', defaultAddress: false, feeOnReceipt: false, pickup: null },
  vat: null,
  payment: { method: 'bank_transfer', paid: false, bank: { bankName: 'Vietcombank', accountNumber: '0011001234567', accountName: 'CONG TY LINH KIEN VIET', amount: 1_360_000, memo: 'PCB000045' } },
  note: null,
};

describe('the order confirmation e-mail', () => {
  test('a priced PCB quote: its line, every price line with the build days, the carrier, the transfer with the quote code as memo', () => {
    const mail = orderConfirmationMail(PCB, 'https://shop.example/pcb-orders');
    expect(mail.subject).toBe('Đã nhận yêu cầu đặt mạch in PCB000045');
    expect(mail.text).toContain('Báo giá: Gia công PCB\n- FR-4 2 lớp\n  100 × 80 mm, Màu mực: Xanh lá\n  10 × 26.000 đ = 260.000 đ');
    expect(mail.text).toContain('Phí setup: 150.000 đ');
    expect(mail.text).toContain('Sản xuất 3 ngày: 50.000 đ');
    expect(mail.text).toContain('Phí vận chuyển: 900.000 đ');
    expect(mail.text).toContain('Tổng cộng: 1.360.000 đ');
    expect(mail.text).toContain('Hình thức: Giao hàng quốc tế\nHãng vận chuyển: DHL Express');
    expect(mail.text).toContain('Nội dung chuyển khoản: PCB000045');
    expect(mail.text).toContain('Thời gian đặt: 10:05 24 thg 11, 2026');
  });

  test('customer text is escaped in the HTML part and kept as written in the text part', () => {
    const mail = orderConfirmationMail({ ...PCB, customerName: 'An <script>', note: 'Giao "nhanh" & cẩn thận' }, 'https://shop.example/pcb-orders?x=1&y=2');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>SF</b>');
    expect(mail.html).toContain('An &#60;script&#62;');
    expect(mail.html).toContain('href="https://shop.example/pcb-orders?x=1&#38;y=2"');
    expect(mail.text).toContain('Giao "nhanh" & cẩn thận');
  });

  test('a paid order says so instead of asking for a transfer; English amounts in dollars', () => {
    const mail = orderConfirmationMail({ ...PCB, language: 'en', currency: 'USD', payment: { method: 'paypal', paid: true, bank: null } }, 'https://shop.example/pcb-orders');
    expect(mail.subject).toBe('PCB order PCB000045 received');
    expect(mail.text).toContain('Total: $52.31');
    expect(mail.text).toContain('Method: PayPal\nPaid.');
    expect(mail.text).not.toContain('Transfer memo');
  });
});
