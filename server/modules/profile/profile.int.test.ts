import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MeResponse } from '#shared/accounts/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import type { AvatarResponse, ProfileResponse, PublicUserResponse } from '#shared/profile/schemas.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function update(account: SignedIn | null, payload: Record<string, unknown>, headers = account ? account.headers : csrfHeaders()) {
  return t.app.inject({ method: 'POST', url: '/user/profiles/update', headers, payload });
}

async function profileOf(account: SignedIn): Promise<ProfileResponse['profile']> {
  const response = await t.app.inject({ url: '/v1/profile', headers: { cookie: account.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<ProfileResponse>().profile;
}

/** The avatar form: one file part. */
function avatarForm(field: string, filename: string, contentType: string, bytes: Buffer) {
  return multipart({}, [{ field, name: filename, type: contentType, bytes }]);
}

function uploadAvatar(account: SignedIn | null, body: ReturnType<typeof avatarForm>, headers = account ? account.headers : csrfHeaders()) {
  return t.app.inject({
    method: 'POST',
    url: '/user/users/upload-avatar',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function picture(format: 'png' | 'jpeg', width = 640, height = 480): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 11, g: 79, b: 156 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

describe('GET /v1/profile', () => {
  test('answers the signed-in user’s profile with defaults before anything is saved', async () => {
    const account = await registerAndSignIn(t.app, { fullname: 'Lê Thị Hoa' });
    const profile = await profileOf(account);
    expect(profile).toMatchObject({
      user_id: account.user.id,
      fullname: 'Lê Thị Hoa',
      email: account.email,
      avatar: null,
      phone: null,
      company: null,
      taxcode: null,
      company_address: null,
      is_tax: false,
      buyonshop: false,
      bonus: 0,
      country_id: null,
    });
    expect(Date.parse(profile.member_since)).not.toBeNaN();
  });

  test('guests get 403 login_required', async () => {
    const response = await t.app.inject('/v1/profile');
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error.code).toBe('login_required');
  });
});

describe('POST /user/profiles/update', () => {
  test('saves each field normalized and returns the profile', async () => {
    const account = await registerAndSignIn(t.app);
    const saves: [string, string, string][] = [
      ['fullname', '  Trần   Văn Bình ', 'Trần Văn Bình'],
      ['phone', '0912 345 678', '0912345678'],
      ['company', 'Công ty TNHH Linh Kiện', 'Công ty TNHH Linh Kiện'],
      ['taxcode', '0101234567-001', '0101234567-001'],
      ['company_address', '12 Lê Lợi, Quận 1', '12 Lê Lợi, Quận 1'],
    ];
    for (const [name, value, stored] of saves) {
      const response = await update(account, { name, value });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.json<ProfileResponse>().profile[name as 'phone']).toBe(stored);
    }
    const profile = await profileOf(account);
    expect(profile).toMatchObject({ fullname: 'Trần Văn Bình', phone: '0912345678', company_address: '12 Lê Lợi, Quận 1' });
    // The header reads the new name from the session.
    const me = (await t.app.inject({ url: '/v1/me', headers: { cookie: account.cookie } })).json<MeResponse>();
    expect(me.user?.fullname).toBe('Trần Văn Bình');

    // An optional field saved empty is cleared.
    const cleared = await update(account, { name: 'company', value: '  ' });
    expect(cleared.json<ProfileResponse>().profile.company).toBeNull();
  });

  test('answers field errors keyed by the field, several joined by commas', async () => {
    const account = await registerAndSignIn(t.app);
    const cases: [string, string, string][] = [
      ['fullname', '', 'required'],
      ['phone', '09abc', 'invalid_phone'],
      ['phone', '1'.repeat(21), 'too_long,invalid_phone'],
      ['taxcode', '12345', 'invalid_taxcode'],
      ['fullname', `<${'a'.repeat(130)}>`, 'too_long,invalid_characters'],
    ];
    for (const [name, value, keys] of cases) {
      const response = await update(account, { name, value });
      expect(response.statusCode, name).toBe(422);
      expect(response.json<ErrorBody>().error).toMatchObject({ code: 'validation_failed', fields: { [name]: keys } });
    }
    expect((await profileOf(account)).phone).toBeNull();
  });

  test('refuses fields that are not editable and malformed bodies', async () => {
    const account = await registerAndSignIn(t.app);
    for (const payload of [{ name: 'bonus', value: '999999' }, { name: 'is_tax', value: '1' }, { name: 'phone' }, { name: 'phone', value: { text: '0912345678' } }]) {
      const response = await update(account, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await profileOf(account)).bonus).toBe(0);
  });

  test('the inline save does not take the e-mail: it is added with a mailed code (add-email.int.test.ts)', async () => {
    const account = await registerAndSignIn(t.app);
    const refused = await update(account, { name: 'email', value: 'other@example.vn' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.code).toBe('validation_failed');
    expect((await profileOf(account)).email).toBe(account.email);
  });

  test('needs a session and the anti-forgery headers', async () => {
    const guest = await update(null, { name: 'fullname', value: 'Khách' });
    expect(guest.statusCode).toBe(403);
    expect(guest.json<ErrorBody>().error.code).toBe('login_required');

    const account = await registerAndSignIn(t.app);
    const noCsrf = await update(account, { name: 'fullname', value: 'Kẻ gian' }, { cookie: account.cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json<ErrorBody>().error.code).toBe('csrf_failed');
    const wrongToken = await update(account, { name: 'fullname', value: 'Kẻ gian' }, { ...account.headers, 'x-csrf-token': 'forged' });
    expect(wrongToken.statusCode).toBe(403);
    expect((await profileOf(account)).fullname).not.toBe('Kẻ gian');
  });

  test('each user changes only their own profile', async () => {
    const first = await registerAndSignIn(t.app);
    const second = await registerAndSignIn(t.app);
    await update(first, { name: 'phone', value: '0911111111' });
    await update(second, { name: 'phone', value: '0922222222' });
    expect((await profileOf(first)).phone).toBe('0911111111');
    expect((await profileOf(second)).phone).toBe('0922222222');
  });
});

describe('POST /user/users/upload-avatar', () => {
  test('a real PNG is re-encoded as a 256 px JPEG without metadata and served at /photo/medium', async () => {
    const account = await registerAndSignIn(t.app);
    const png = await sharp(await picture('png')).withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } }).png().toBuffer();
    const response = await uploadAvatar(account, avatarForm('avatar', 'me.png', 'image/png', png));
    expect(response.statusCode, response.body).toBe(200);
    const { avatar } = response.json<AvatarResponse>();
    expect(avatar).toMatch(/^\/photo\/medium\/[0-9a-f-]{36}\.jpg$/);

    const served = await t.app.inject(avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-owner')).toBe(false);

    const again = await t.app.inject({ url: avatar, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    expect((await profileOf(account)).avatar).toBe(avatar);
    const me = (await t.app.inject({ url: '/v1/me', headers: { cookie: account.cookie } })).json<MeResponse>();
    expect(me.user?.avatar).toBe(avatar);
  });

  test('a real JPEG replaces the previous avatar, whose picture is then gone', async () => {
    const account = await registerAndSignIn(t.app);
    const first = (await uploadAvatar(account, avatarForm('avatar', 'a.png', 'image/png', await picture('png')))).json<AvatarResponse>();
    const response = await uploadAvatar(account, avatarForm('avatar', 'photo.JPG', 'image/jpeg', await picture('jpeg', 300, 900)));
    expect(response.statusCode).toBe(200);
    const second = response.json<AvatarResponse>();
    expect(second.avatar).not.toBe(first.avatar);
    expect((await t.app.inject(second.avatar)).statusCode).toBe(200);
    expect((await t.app.inject(first.avatar)).statusCode).toBe(404);
  });

  test('1,000,001 bytes is over the limit: 413 max_avatar_size, nothing changes', async () => {
    const account = await registerAndSignIn(t.app);
    const png = await picture('png', 32, 32);
    // A valid PNG head padded to exactly one byte over the limit.
    const oversized = Buffer.concat([png, Buffer.alloc(1_000_001 - png.byteLength, 0)]);
    expect(oversized.byteLength).toBe(1_000_001);
    const response = await uploadAvatar(account, avatarForm('avatar', 'big.png', 'image/png', oversized));
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().error).toMatchObject({ code: 'max_avatar_size', fields: { avatar: 'max_avatar_size' } });
    expect((await profileOf(account)).avatar).toBeNull();
  });

  test('exactly 1,000,000 bytes is accepted', async () => {
    const account = await registerAndSignIn(t.app);
    const png = await picture('png', 32, 32);
    // Bytes after the PNG's end are ignored by decoders and dropped by the re-encoding.
    const atLimit = Buffer.concat([png, Buffer.alloc(1_000_000 - png.byteLength, 0)]);
    const response = await uploadAvatar(account, avatarForm('avatar', 'limit.png', 'image/png', atLimit));
    expect(response.statusCode, response.body).toBe(200);
  });

  test('a fake PNG (PNG name and type, text content) is refused by its bytes', async () => {
    const account = await registerAndSignIn(t.app);
    const response = await uploadAvatar(account, avatarForm('avatar', 'avatar.png', 'image/png', Buffer.from('this is plain text, not a picture')));
    expect(response.statusCode).toBe(415);
    expect(response.json<ErrorBody>().error).toMatchObject({ code: 'invalid_avatar_type', fields: { avatar: 'invalid_avatar_type' } });

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    expect((await uploadAvatar(account, avatarForm('avatar', 'a.jpg', 'image/jpeg', gif))).statusCode).toBe(415);
    // A PNG signature in front of garbage cannot be decoded either.
    const truncated = (await picture('png')).subarray(0, 40);
    expect((await uploadAvatar(account, avatarForm('avatar', 'cut.png', 'image/png', truncated))).statusCode).toBe(415);
    expect((await profileOf(account)).avatar).toBeNull();
  });

  test('needs the file in the "avatar" field of a multipart body', async () => {
    const account = await registerAndSignIn(t.app);
    const wrongField = await uploadAvatar(account, avatarForm('picture', 'a.png', 'image/png', await picture('png')));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<ErrorBody>().error.code).toBe('avatar_required');
    const json = await t.app.inject({ method: 'POST', url: '/user/users/upload-avatar', headers: account.headers, payload: { avatar: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  test('guests get 403; a missing anti-forgery token is 403', async () => {
    const body = avatarForm('avatar', 'a.png', 'image/png', await picture('png'));
    const guest = await uploadAvatar(null, body);
    expect(guest.statusCode).toBe(403);
    expect(guest.json<ErrorBody>().error.code).toBe('login_required');
    const account = await registerAndSignIn(t.app);
    const noCsrf = await uploadAvatar(account, body, { cookie: account.cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json<ErrorBody>().error.code).toBe('csrf_failed');
  });
});

describe('GET /photo/medium/{id}.jpg for avatars', () => {
  test('an unknown avatar id is 404; product pictures keep their numeric ids', async () => {
    expect((await t.app.inject('/photo/medium/0b4f9c00-1111-4222-8333-444455556666.jpg')).statusCode).toBe(404);
    const [image] = await t.orm.em.fork().execute<{ id: number }[]>('select id from images order by id limit 1');
    expect((await t.app.inject(`/photo/medium/${image!.id}.jpg`)).statusCode).toBe(200);
  });
});

describe('GET /v1/users/{id}', () => {
  test('shows name, avatar and member-since, never private data', async () => {
    const account = await registerAndSignIn(t.app, { fullname: 'Phạm Minh Châu' });
    await update(account, { name: 'phone', value: '0933333333' });
    await update(account, { name: 'company', value: 'Bí mật JSC' });
    const response = await t.app.inject(`/v1/users/${account.user.id}`);
    expect(response.statusCode).toBe(200);
    const { user } = response.json<PublicUserResponse>();
    expect(user).toEqual({ id: account.user.id, fullname: 'Phạm Minh Châu', avatar: null, member_since: expect.any(String) });
    expect(response.body).not.toContain(account.email);
    expect(response.body).not.toContain('0933333333');
    expect(response.body).not.toContain('Bí mật');
  });

  test('an unknown or malformed id is refused', async () => {
    expect((await t.app.inject('/v1/users/999999999')).statusCode).toBe(404);
    expect((await t.app.inject('/v1/users/abc')).statusCode).toBe(400);
    expect((await t.app.inject('/v1/users/0')).statusCode).toBe(400);
  });
});
