import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../errors.ts';
import { errorsPlugin } from '../plugins/errors.ts';
import { multipart, type FilePart } from '../test/multipart.ts';
import { acceptMultipart, lastValues, readMultipartForm, uploadKey, type MultipartFormRules } from './multipart-form.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

/** A file part of the test forms (their kind is read from the bytes, never from the type sent). */
function file(field: string, name: string, bytes: Buffer): FilePart {
  return { field, name, type: 'application/octet-stream', bytes };
}

function form(fields: Record<string, string | readonly string[]>, files: readonly FilePart[] = []) {
  const body = multipart(fields, files);
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

const rules: MultipartFormRules = {
  notMultipart: () => new AppError(415, 'multipart_required', 'Send a form'),
  limits: { fields: 5, fieldSize: 64, parts: 8, files: 3 },
  files: [
    {
      names: ['pictures', 'pictures[]'],
      maxBytes: 100,
      keep: 2,
      kinds: ['png', 'jpeg'],
      wrongKind: () => new AppError(415, 'invalid_image_type', 'Pictures only', { pictures: 'invalid_image_type' }),
      tooLarge: () => new AppError(413, 'image_too_large', 'Too large', { pictures: 'image_too_large' }),
    },
  ],
  tooManyFiles: () => new AppError(400, 'validation_failed', 'Too many files', { pictures: 'too_many_files' }),
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(async (scope) => {
    await acceptMultipart(scope);
    scope.post('/form', async (request) => {
      const { fields, files } = await readMultipartForm(request, rules);
      return { fields, files: files.map((file) => ({ field: file.field, filename: file.filename, size: file.bytes.length, kind: file.kind })) };
    });
  });
  // Outside the scope that accepts multipart: the content type stays unsupported there.
  app.post('/json', async () => ({ ok: true }));
  await app.ready();
});

afterAll(() => app.close());

async function post(fields: Record<string, string | readonly string[]>, files: readonly FilePart[] = []) {
  const response = await app.inject({ method: 'POST', url: '/form', ...form(fields, files) });
  return { status: response.statusCode, body: response.json() };
}

describe('readMultipartForm', () => {
  test('answers every field value in order and the kept files with their kind', async () => {
    const { status, body } = await post({ note: 'hello', blank: '', tag: ['a', 'b'] }, [file('pictures[]', 'a.png', PNG), file('pictures', 'b.jpg', JPEG)]);
    expect(status).toBe(200);
    expect(body.fields).toEqual({ note: ['hello'], blank: [''], tag: ['a', 'b'] });
    expect(body.files).toEqual([
      { field: 'pictures', filename: 'a.png', size: PNG.length, kind: 'png' },
      { field: 'pictures', filename: 'b.jpg', size: JPEG.length, kind: 'jpeg' },
    ]);
  });

  test('reads and drops files beyond the number kept, and empty file parts', async () => {
    const { body } = await post({}, [file('pictures', '', Buffer.alloc(0)), file('pictures', 'a.png', PNG), file('pictures', 'b.png', PNG)]);
    // The empty part is not counted among the two kept.
    expect(body.files.map((file: { filename: string }) => file.filename)).toEqual(['a.png', 'b.png']);
    const extra = await post({}, [file('pictures', 'a.png', PNG), file('pictures', 'b.png', PNG), file('pictures', 'c.png', PNG)]);
    expect(extra.body.files.map((file: { filename: string }) => file.filename)).toEqual(['a.png', 'b.png']);
  });

  test('refuses bytes of another kind whatever the file is called', async () => {
    const { status, body } = await post({}, [file('pictures', 'a.png', Buffer.from('<svg onload="alert(1)">'))]);
    expect(status).toBe(415);
    expect(body.error).toMatchObject({ code: 'invalid_image_type', fields: { pictures: 'invalid_image_type' } });
  });

  test('refuses a file above its size limit', async () => {
    const { status, body } = await post({}, [file('pictures', 'big.png', Buffer.concat([PNG, Buffer.alloc(200)]))]);
    expect(status).toBe(413);
    expect(body.error.code).toBe('image_too_large');
  });

  test('refuses more file parts than the form may carry', async () => {
    const picture = file('pictures', 'a.png', PNG);
    const { status, body } = await post({}, [picture, picture, picture, picture]);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'validation_failed', fields: { pictures: 'too_many_files' } });
  });

  test('refuses a file in a field that takes none, naming the field', async () => {
    const { status, body } = await post({}, [file('avatar', 'a.png', PNG)]);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'validation_failed', fields: { avatar: 'unexpected file' } });
  });

  test('answers the form’s own error when the request is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/form', payload: { note: 'x' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('multipart_required');
  });

  test('multipart is accepted only inside the plugin that asks for it', async () => {
    const response = await app.inject({ method: 'POST', url: '/json', ...form({ note: 'x' }) });
    expect(response.statusCode).toBe(415);
  });
});

describe('lastValues', () => {
  test('takes the last value sent that is not empty; a field sent only empty is absent', () => {
    expect(lastValues({ a: ['1', '2'], b: ['x', ''], c: [''], d: [] })).toEqual({ a: '2', b: 'x' });
  });
});

describe('uploadKey', () => {
  test('is a server-generated name under the prefix, with the extension of the checked kind', () => {
    const key = uploadKey('pcb-designs', 'zip');
    expect(key).toMatch(/^pcb-designs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.zip$/);
    expect(uploadKey('pcb-designs', 'zip')).not.toBe(key);
  });

  test('refuses a prefix or extension that could leave the folder or carry a name', () => {
    expect(() => uploadKey('../etc', 'zip')).toThrow(RangeError);
    expect(() => uploadKey('images', 'png/../../x')).toThrow(RangeError);
    expect(() => uploadKey('', 'png')).toThrow(RangeError);
  });
});
