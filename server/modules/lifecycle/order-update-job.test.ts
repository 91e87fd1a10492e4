import { describe, expect, it } from 'vitest';
import { pcbOrderCode } from '#shared/pcb/order-code.ts';
import { pcbPaymentMethod } from './order-facts-queries.ts';
import { orderPageOf, orderUpdateMail, statusNotificationTitle } from './order-update-job.ts';

describe('order update texts', () => {
  it('titles name the order and the new status in the customer’s language', () => {
    expect(statusNotificationTitle('DH000123', 'shipped', 'vi')).toBe('Đơn hàng DH000123: Đang giao hàng');
    expect(statusNotificationTitle('DH000123', 'shipped', 'en')).toBe('Order DH000123: Shipped');
  });

  it('the e-mail links the order page and escapes HTML', () => {
    const mail = orderUpdateMail({ userId: 1, orderKind: 'pcb', orderId: 7, code: 'PCB<7>', status: 'in_production', language: 'en' }, 'https://shop.example/pcb-orders');
    expect(mail.subject).toBe('Order PCB<7>: In production');
    expect(mail.text).toContain('https://shop.example/pcb-orders');
    expect(mail.html).toContain('PCB&#60;7&#62;');
    expect(mail.html).not.toContain('<7>');
  });

  it('shop orders open /orders, PCB orders /pcb-orders', () => {
    expect(orderPageOf('shop')).toBe('/orders');
    expect(orderPageOf('pcb')).toBe('/pcb-orders');
  });
});

describe('PCB payment', () => {
  it('cash on delivery, cash at the shop or no choice is cash', () => {
    expect(pcbPaymentMethod({ delivery_method: 2, payment_method: 1, payment_in_shop: null })).toBe('cash');
    expect(pcbPaymentMethod({ delivery_method: 1, payment_method: 3, payment_in_shop: 2 })).toBe('cash');
    expect(pcbPaymentMethod({ delivery_method: null, payment_method: null, payment_in_shop: null })).toBe('cash');
  });

  it('bank transfer and the others are paid before delivery', () => {
    expect(pcbPaymentMethod({ delivery_method: 2, payment_method: 2, payment_in_shop: null })).toBe('bank_transfer');
    expect(pcbPaymentMethod({ delivery_method: 1, payment_method: 1, payment_in_shop: 3 })).toBe('bank_transfer');
    expect(pcbPaymentMethod({ delivery_method: 3, payment_method: 5, payment_in_shop: null })).toBe('paypal');
    expect(pcbPaymentMethod({ delivery_method: 3, payment_method: 4, payment_in_shop: null })).toBe('pay_momo');
    expect(pcbPaymentMethod({ delivery_method: 3, payment_method: 3, payment_in_shop: null })).toBe('pay_online');
    expect(pcbPaymentMethod({ delivery_method: 1, payment_method: 1, payment_in_shop: 8 })).toBe('paypal');
  });

  it('PCB order numbers pad the id', () => {
    expect(pcbOrderCode(45)).toBe('PCB000045');
  });
});
