import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizedContact, type ContactMessageBody } from '#shared/content/contact.ts';
import { escapeHtml } from '../../lib/html-escape.ts';
import { notFound } from '../../errors.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { ContactMessageSchema, type ContactMessage } from './contact-message.entity.ts';
import { recordStaffChange } from '../audit/index.ts';
import { SettingSchema } from './setting.entity.ts';

/** Stores a checked contact message (spec §2 /lien-he) for staff to read in /admin. */
export async function storeContactMessage(em: EntityManager, body: ContactMessageBody, userId: number | null): Promise<ContactMessage> {
  const value = normalizedContact(body);
  const row = em.create(ContactMessageSchema, { ...value, user: userId, readAt: null, readBy: null });
  await em.flush();
  return row;
}

/** Where staff are told of a new message: the shop's `email` setting (the footer's support address). */
export async function staffMailbox(em: EntityManager): Promise<string | null> {
  const setting = await em.findOne(SettingSchema, { key: 'email' });
  return setting?.value.trim() || null;
}

/** The notice to staff: who wrote, how to answer, the message, and where to read it in /admin. */
export function contactNoticeMail(to: string, row: ContactMessage, adminUrl: string): MailMessage {
  const reach = [row.email, row.phone].filter(Boolean).join(' · ');
  const lines = [`Tin nhắn mới từ trang Liên hệ (#${row.id})`, '', `Người gửi: ${row.name}`, `Liên hệ: ${reach}`, `Chủ đề: ${row.subject}`, '', row.message, '', `Xem trong trang quản trị: ${adminUrl}`];
  return {
    to,
    subject: `[Liên hệ] ${row.subject}`,
    text: lines.join('\n'),
    html: `<p><strong>Tin nhắn mới từ trang Liên hệ (#${row.id})</strong></p><p>Người gửi: ${escapeHtml(row.name)}<br>Liên hệ: ${escapeHtml(reach)}<br>Chủ đề: ${escapeHtml(row.subject)}</p><p style="white-space:pre-wrap">${escapeHtml(row.message)}</p><p><a href="${escapeHtml(adminUrl)}">Xem trong trang quản trị</a></p>`,
  };
}

/** Staff mark a message read, once: who and when on the message, and in the content change record. */
export async function markContactMessageRead(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const message = await tx.findOne(ContactMessageSchema, id);
    if (!message) throw notFound('Message');
    if (!message.readAt) {
      tx.assign(message, { readAt: new Date(), readBy: userId });
      recordStaffChange(tx, { userId, subject: 'contact_message', subjectId: message.id, action: 'read' });
    }
  });
}
