import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizedService, serviceFieldErrors, type AdminServiceListResponse, type ServiceWrite } from '#shared/content/service-admin-schemas.ts';
import { AppError, assertNoFieldErrors, notFound } from '../../errors.ts';
import { sanitizeHtml } from '../../http/sanitize-html.ts';
import { changedFields, latestChangesOfSubject, recordStaffChange } from '../audit/index.ts';
import { ServiceSchema, type Service } from './service.entity.ts';

/** The subject of a service in the one record of staff changes. */
const SUBJECT = 'service';
const HISTORY_LENGTH = 20;

function slugTaken(): AppError {
  return new AppError(409, 'slug_taken', 'Another service has this address', { slug: 'slug_taken' });
}

function write(service: Service): ServiceWrite {
  return {
    slug: service.slug,
    name: service.name,
    name_en: service.nameEn,
    summary: service.summary,
    summary_en: service.summaryEn,
    body: service.body,
    body_en: service.bodyEn,
    call_to_action: service.callToAction,
    position: service.position,
    published: service.published,
  };
}

/** What a change record keeps of a service: its words, the bodies by their length (they can be 200 KB). */
function facts(service: Service): Record<string, unknown> {
  const { body, body_en: bodyEn, ...rest } = write(service);
  return { ...rest, body_length: body.length, body_en_length: bodyEn.length };
}

/** Every service (withdrawn ones too) in the storefront's order, with who changed it last and the latest changes. */
export async function adminServices(em: EntityManager): Promise<AdminServiceListResponse> {
  const [services, changes] = await Promise.all([em.find(ServiceSchema, {}, { populate: ['updatedBy'], orderBy: { position: 'asc', id: 'asc' } }), latestChangesOfSubject(em, SUBJECT, HISTORY_LENGTH)]);
  return {
    data: services.map((service) => ({ id: service.id, ...write(service), updated_at: service.updatedAt.toISOString(), updated_by: service.updatedBy?.fullname ?? null })),
    changes,
  };
}

/**
 * Creates (id null) or changes a service after the form's own rule (serviceFieldErrors), its
 * bodies through the server's one sanitiser, recording the change before → after in the same
 * transaction. An address another service has is a 409 on `slug`.
 */
export async function saveService(em: EntityManager, userId: number, id: number | null, input: ServiceWrite): Promise<number> {
  assertNoFieldErrors(serviceFieldErrors(input));
  const value = normalizedService(input);
  return em.transactional(async (tx) => {
    const service = id === null ? null : await tx.findOne(ServiceSchema, id);
    if (id !== null && !service) throw notFound('Service');
    if (await tx.findOne(ServiceSchema, { slug: value.slug, ...(id === null ? {} : { id: { $ne: id } }) }, { fields: ['id'] })) throw slugTaken();
    const before = service ? facts(service) : null;
    const values = {
      slug: value.slug,
      name: value.name,
      nameEn: value.name_en,
      summary: value.summary,
      summaryEn: value.summary_en,
      body: sanitizeHtml(value.body),
      bodyEn: sanitizeHtml(value.body_en),
      callToAction: value.call_to_action,
      position: value.position,
      published: value.published,
      updatedBy: userId,
    };
    const saved = service ? tx.assign(service, values) : tx.create(ServiceSchema, values);
    await tx.flush();
    const change = before ? changedFields(before, facts(saved)) : { before: null, after: facts(saved) };
    if (change) recordStaffChange(tx, { userId, subject: SUBJECT, subjectId: saved.id, action: service ? 'update' : 'create', before: change.before, after: change.after });
    await tx.flush();
    return saved.id;
  });
}

/** Deletes a service, recording what it was. */
export async function deleteService(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const service = await tx.findOne(ServiceSchema, id);
    if (!service) throw notFound('Service');
    recordStaffChange(tx, { userId, subject: SUBJECT, subjectId: id, action: 'delete', before: facts(service) });
    tx.remove(service);
  });
}
