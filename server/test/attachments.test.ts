import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';
import { type Copier } from '../src/copying/index.ts';
import { fileBackend, FILE_BACKENDS, type FileBackendWorld } from './support/fake-s3.ts';

// The whole suite runs twice: files in DATA_DIR (the default), then in an S3-compatible bucket (a fake on loopback).
describe.each(FILE_BACKENDS)('attachments with files in %s storage', (backend) => {
  /** A small limit keeps the over-the-limit uploads small. */
  const MAX_SIZE = 4096;

  let ctx: TestContext;
  let store: FileBackendWorld;
  const cookies: Record<string, string> = {};
  const projectIds: Record<string, number> = {};
  const userIds: Record<string, number> = {};

  // 'member' (Priya) is Team Leader in website_relaunch (public) and Member in content_migration (private); 'tomas' is a
  // Member in both; 'noah' is Coordinator (view only) in website_relaunch and not in content_migration; 'kwame' is in
  // neither (website_relaunch is public: he sees it, as a non-member). legacy_crm_migration is archived (manager: admin).
  type Who = 'admin' | 'manager' | 'member' | 'tomas' | 'noah' | 'kwame';
  const EMAILS: Record<Who, string> = {
    admin: 'admin@tessera.local',
    manager: 'manager@tessera.local',
    member: 'member@tessera.local',
    tomas: 'tomas.herrera@tessera.local',
    noah: 'noah.fischer@tessera.local',
    kwame: 'kwame.mensah@tessera.local',
  };

  beforeAll(async () => {
    store = await fileBackend(backend);
    ctx = await createTestContext({ config: { attachmentMaxSize: MAX_SIZE, ...store.config } });
    for (const who of Object.keys(EMAILS) as Who[]) cookies[who] = await login(ctx.app, EMAILS[who], DEMO_PASSWORD);
    for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
    for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
  });
  afterAll(async () => {
    await ctx?.close();
    await store?.close();
  });

  interface Part {
    name: string;
    filename?: string;
    contentType?: string;
    data: string | Buffer;
  }

  const BOUNDARY = '----tessera-test-boundary';

  /** A multipart/form-data body, built by hand so tests control every part and header. */
  function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
    const chunks: Buffer[] = [];
    for (const part of parts) {
      let head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"`;
      if (part.filename !== undefined) head += `; filename="${part.filename}"`;
      head += '\r\n';
      if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
      chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
    return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
  }

  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\x00\x00\x00\x0dIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00', 'latin1')]);

  const fileParts = (data: string | Buffer, filename = 'notes.txt', metadata?: unknown): Part[] => [
    ...(metadata === undefined ? [] : [{ name: 'metadata', contentType: 'application/json', data: JSON.stringify(metadata) }]),
    { name: 'file', filename, contentType: 'application/octet-stream', data },
  ];

  function upload(url: string, parts: Part[], who: Who = 'member') {
    const body = multipart(parts);
    return ctx.app.inject({ method: 'POST', url, headers: { cookie: cookies[who], ...XHR, ...body.headers }, payload: body.payload });
  }
  const get = (url: string, who: Who = 'member', headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who], ...headers } });
  const remove = (url: string, who: Who = 'member') => ctx.app.inject({ method: 'DELETE', url, headers: { cookie: cookies[who], ...XHR } });
  const sendJson = (method: 'POST' | 'PATCH', url: string, who: Who, payload: unknown) =>
    ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, payload: payload as object });

  interface AttachmentBody {
    _type: string;
    id: number;
    title: string;
    fileName: string;
    fileSize: number;
    contentType: string;
    description: { raw: string };
    digest: { algorithm: string; hash: string };
    createdAt: string;
    _links: Record<string, { href: string | null; title?: string; method?: string }>;
  }

  async function createWp(project = 'website_relaunch', who: Who = 'member'): Promise<{ id: number; lockVersion: number }> {
    const response = await sendJson('POST', `/api/v3/projects/${projectIds[project]}/work_packages`, who, { subject: 'Collect the signed contracts' });
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json();
  }

  async function attach(wpId: number, parts: Part[] = fileParts('Meeting notes\n'), who: Who = 'member'): Promise<AttachmentBody> {
    const response = await upload(`/api/v3/work_packages/${wpId}/attachments`, parts, who);
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json();
  }

  /** Every stored file (in DATA_DIR/attachments, or the bucket). */
  const storedFiles = (): string[] => store.storedFiles(ctx.config.dataDir);
  const diskFileOf = async (id: number) => (await ctx.db.selectFrom('attachments').select('disk_file').where('id', '=', id).executeTakeFirstOrThrow()).disk_file;
  const attachmentCount = async () => Number((await ctx.db.selectFrom('attachments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe('uploading to a work package', () => {
    test('stores the file, answers the Attachment, lists it and journals it without a new lockVersion', async () => {
      const wp = await createWp();
      const created = await attach(wp.id, fileParts(PDF, 'ignored.bin', { fileName: 'Signed contract.pdf', description: { raw: 'Countersigned copy' } }));
      expect(created).toMatchObject({
        _type: 'Attachment',
        title: 'Signed contract.pdf',
        fileName: 'Signed contract.pdf',
        fileSize: PDF.length,
        contentType: 'application/pdf',
        description: { raw: 'Countersigned copy' },
        digest: { algorithm: 'sha256' },
        _links: {
          self: { href: `/api/v3/attachments/${created.id}`, title: 'Signed contract.pdf' },
          container: { href: `/api/v3/work_packages/${wp.id}`, title: 'Collect the signed contracts' },
          author: { href: `/api/v3/users/${userIds.member}`, title: 'Priya Raman' },
          downloadLocation: { href: `/api/v3/attachments/${created.id}/content` },
          delete: { href: `/api/v3/attachments/${created.id}`, method: 'delete' },
        },
      });
      expect(created.digest.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(storedFiles()).toContain(await diskFileOf(created.id));

      const list = await get(`/api/v3/work_packages/${wp.id}/attachments`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ _type: 'Collection', total: 1, count: 1, _links: { self: { href: `/api/v3/work_packages/${wp.id}/attachments` } } });
      expect(list.json()._embedded.elements[0]).toEqual(created);
      expect((await get(`/api/v3/attachments/${created.id}`)).json()).toEqual(created);

      const activities = (await get(`/api/v3/work_packages/${wp.id}/activities`)).json()._embedded.elements;
      expect(activities.at(-1).details).toEqual([{ format: 'custom', raw: 'Attachment Signed contract.pdf added', html: '<strong>Attachment</strong> <i>Signed contract.pdf</i> added' }]);
      const after = (await get(`/api/v3/work_packages/${wp.id}`)).json();
      expect(after.lockVersion).toBe(wp.lockVersion);
      expect(after._links.attachments).toEqual({ href: `/api/v3/work_packages/${wp.id}/attachments` });
      expect(after._links.addAttachment).toEqual({ href: `/api/v3/work_packages/${wp.id}/attachments`, method: 'post' });
    });

    test("without metadata the file part's name is used; a metadata part sent as a JSON Blob is read too", async () => {
      const wp = await createWp();
      expect((await attach(wp.id, fileParts('a,b\n1,2\n', 'figures.csv'))).fileName).toBe('figures.csv');
      const blobMetadata = await attach(wp.id, [
        { name: 'metadata', filename: 'blob', contentType: 'application/json', data: JSON.stringify({ fileName: 'renamed.csv' }) },
        { name: 'file', filename: 'figures.csv', data: 'a,b\n' },
      ]);
      expect(blobMetadata).toMatchObject({ fileName: 'renamed.csv', contentType: 'text/csv' });
    });

    test('anyone who may comment or edit uploads; a viewer is refused (403), an invisible package is a 404, before reading', async () => {
      const wp = await createWp();
      await attach(wp.id, undefined, 'tomas');
      expect((await get(`/api/v3/work_packages/${wp.id}`, 'noah')).json()._links.addAttachment).toBeUndefined();
      const before = storedFiles().length;
      expectError(await upload(`/api/v3/work_packages/${wp.id}/attachments`, fileParts('x'), 'noah'), 403, 'MissingPermission');
      expectError(await upload(`/api/v3/work_packages/${wp.id}/attachments`, fileParts('x'), 'kwame'), 403, 'MissingPermission');
      const hidden = await createWp('content_migration');
      expectError(await upload(`/api/v3/work_packages/${hidden.id}/attachments`, fileParts('x'), 'noah'), 404, 'NotFound');
      expectError(await upload('/api/v3/work_packages/999999/attachments', fileParts('x')), 404, 'NotFound');
      expect(storedFiles()).toHaveLength(before);
      const anonymous = multipart(fileParts('x'));
      expectError(await ctx.app.inject({ method: 'POST', url: `/api/v3/work_packages/${wp.id}/attachments`, headers: anonymous.headers, payload: anonymous.payload }), 401, 'Unauthenticated');
    });

    test('works with an API token (no CSRF header needed)', async () => {
      const wp = await createWp();
      const token = (await sendJson('POST', '/api/v3/access_tokens', 'member', { name: 'uploader' })).json().token;
      const body = multipart(fileParts('token upload'));
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v3/work_packages/${wp.id}/attachments`, headers: { authorization: `Bearer ${token}`, ...body.headers }, payload: body.payload });
      expect(response.statusCode).toBe(201);
    });

    test('archived projects take no attachments', async () => {
      const wp = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectIds.legacy_crm_migration).executeTakeFirst();
      const id = wp?.id ?? (await ctx.db.insertInto('work_packages').values({ project_id: projectIds.legacy_crm_migration, type_id: 1, status_id: 1, priority_id: 8, subject: 'Archive check', description: '', author_id: null, assigned_to_id: null, responsible_id: null, parent_id: null, version_id: null, start_date: null, due_date: null, estimated_hours: null, remaining_hours: null, story_points: null, done_ratio: null, position: 1, lock_version: 0, created_at: ctx.clock.now().toISOString(), updated_at: ctx.clock.now().toISOString() }).returning('id').executeTakeFirstOrThrow()).id;
      const refused = expectError(await upload(`/api/v3/work_packages/${id}/attachments`, fileParts('x'), 'manager'), 403, 'MissingPermission');
      expect(refused.message).toBe('The project is archived: its attachments cannot be changed.');
    });
  });

  describe('bad uploads change nothing', () => {
    let wpId: number;
    beforeAll(async () => {
      wpId = (await createWp()).id;
    });
    const url = () => `/api/v3/work_packages/${wpId}/attachments`;

    async function expectNothingStored(request: () => Promise<{ statusCode: number; body: string }>, status: number, identifier: string, attribute?: string) {
      const files = storedFiles().length;
      const rows = await attachmentCount();
      const body = expectError((await request()) as never, status, identifier);
      if (attribute) expect(body._embedded.details.attribute).toBe(attribute);
      expect(storedFiles()).toHaveLength(files);
      expect(await attachmentCount()).toBe(rows);
      return body;
    }

    test('a file over the limit is a 413 naming file, and the partial file is removed', async () => {
      // Streamed: the declared length is within reach of the limit, the file itself is not.
      const streamed = await expectNothingStored(() => upload(url(), fileParts(Buffer.alloc(MAX_SIZE + 1, 'a'))), 413, 'PropertyConstraintViolation', 'file');
      expect(streamed.message).toBe(`File is too large (maximum size is ${MAX_SIZE} Bytes).`);
      // Declared: refused before reading.
      await expectNothingStored(() => upload(url(), fileParts(Buffer.alloc(MAX_SIZE + 100_000, 'a'))), 413, 'PropertyConstraintViolation', 'file');
      // Exactly the limit is fine.
      expect((await attach(wpId, fileParts(Buffer.alloc(MAX_SIZE, 'a')))).fileSize).toBe(MAX_SIZE);
    });

    test('not multipart: 415 saying how to upload', async () => {
      const body = await expectNothingStored(() => sendJson('POST', url(), 'member', { fileName: 'x.txt' }), 415, 'TypeNotSupported');
      expect(body.message).toContain('multipart/form-data');
      await expectNothingStored(
        () => ctx.app.inject({ method: 'POST', url: url(), headers: { cookie: cookies.member, ...XHR, 'content-type': 'application/octet-stream' }, payload: 'raw bytes' }),
        415,
        'TypeNotSupported',
      );
    });

    test('missing, empty or doubled files, unknown parts and bad metadata name what is wrong', async () => {
      await expectNothingStored(() => upload(url(), [{ name: 'metadata', data: '{"fileName":"a.txt"}' }]), 422, 'PropertyConstraintViolation', 'file');
      await expectNothingStored(() => upload(url(), fileParts('')), 422, 'PropertyConstraintViolation', 'file');
      await expectNothingStored(() => upload(url(), [...fileParts('one'), { name: 'file', filename: 'b.txt', data: 'two' }]), 400, 'InvalidRequestBody', 'file');
      await expectNothingStored(() => upload(url(), [{ name: 'upload', filename: 'a.txt', data: 'x' }]), 400, 'InvalidRequestBody', 'upload');
      await expectNothingStored(() => upload(url(), [...fileParts('x'), { name: 'comment', data: 'hello' }]), 400, 'InvalidRequestBody', 'comment');
      await expectNothingStored(() => upload(url(), [{ name: 'metadata', data: '{not json' }, ...fileParts('x')]), 400, 'InvalidRequestBody', 'metadata');
      await expectNothingStored(() => upload(url(), [{ name: 'metadata', contentType: 'application/json', data: '{not json' }, ...fileParts('x')]), 400, 'InvalidRequestBody', 'metadata');
      await expectNothingStored(() => upload(url(), fileParts('x', 'a.txt', { fileName: 42 })), 400, 'InvalidRequestBody', 'fileName');
      await expectNothingStored(() => upload(url(), fileParts('x', 'a.txt', { filename: 'a.txt' })), 400, 'InvalidRequestBody', 'filename');
      await expectNothingStored(() => upload(url(), fileParts('x', 'a.txt', { description: { raw: 'd'.repeat(10_001) } })), 422, 'PropertyConstraintViolation', 'description');
      // Metadata after the file: the file is already on disk when the metadata turns out bad, and is removed.
      await expectNothingStored(() => upload(url(), [{ name: 'file', filename: 'a.txt', data: 'x' }, { name: 'metadata', data: '[1]' }]), 400, 'InvalidRequestBody', 'metadata');
    });

    test('a name with nothing left after sanitising is a 422 naming fileName', async () => {
      await expectNothingStored(() => upload(url(), fileParts('x', 'a.txt', { fileName: '../..' })), 422, 'PropertyConstraintViolation', 'fileName');
      await expectNothingStored(() => upload(url(), fileParts('x', '   ')), 422, 'PropertyConstraintViolation', 'fileName');
    });
  });

  describe('content sniffing', () => {
    let wpId: number;
    beforeAll(async () => {
      wpId = (await createWp()).id;
    });

    test.each([
      ['a .png name with PDF bytes is a PDF', PDF, 'scan.png', 'application/pdf'],
      ['PNG bytes are a PNG, whatever the name', PNG, 'photo.pdf', 'image/png'],
      ['HTML is plain text', '<html><script>alert(1)</script></html>', 'page.html', 'text/plain'],
      ['SVG is plain text', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.svg', 'text/plain'],
      ['markdown is markdown text', '# Notes\n\n- first\n', 'README.md', 'text/markdown'],
      ['UTF-8 text', 'Grüße aus Köln — 你好\n', 'hello.txt', 'text/plain'],
      ['binary garbage is octet-stream', Buffer.from([0x00, 0x01, 0x02, 0xfe, 0xff, 0x10]), 'data.png', 'application/octet-stream'],
      ['a zip is a zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('hello.txt')]), 'archive.zip', 'application/zip'],
      ['a docx is a docx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml'), Buffer.alloc(40), Buffer.from('word/document.xml')]), 'report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ])('%s', async (_label, data, fileName, contentType) => {
      const created = await attach(wpId, fileParts(data, fileName, { contentType: 'image/png' }));
      expect(created.contentType).toBe(contentType);
      expect(created.fileName).toBe(fileName);
    });
  });

  describe('file names', () => {
    let wpId: number;
    beforeAll(async () => {
      wpId = (await createWp()).id;
    });
    const named = async (fileName: string) => (await attach(wpId, fileParts('x', 'a.txt', { fileName }))).fileName;

    test('paths, control and direction characters go; whitespace is collapsed; leading and trailing dots go', async () => {
      expect(await named('../../etc/passwd')).toBe('passwd');
      expect(await named('C:\\Users\\priya\\Desktop\\budget.xlsx')).toBe('budget.xlsx');
      expect(await named('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
      expect(await named('line\r\nbreak\u0000.txt')).toBe('linebreak.txt');
      expect(await named('  spaced    out   name .txt  ')).toBe('spaced out name .txt');
      expect(await named('...hidden.txt...')).toBe('hidden.txt');
      expect(await named('Café.txt'.normalize('NFD'))).toBe('Café.txt'.normalize('NFC'));
    });

    test('long names are cut to 255 bytes, keeping the extension', async () => {
      const name = await named(`${'ü'.repeat(200)}.pdf`);
      expect(Buffer.byteLength(name, 'utf8')).toBeLessThanOrEqual(255);
      expect(name.endsWith('.pdf')).toBe(true);
      expect(name.startsWith('üü')).toBe(true);
    });
  });

  describe('downloading', () => {
    test('the bytes with the detected type, length, UTF-8 disposition, nosniff and a private cache', async () => {
      const wp = await createWp();
      const text = await attach(wp.id, fileParts('<b>bold</b> Grüße\n', 'x', { fileName: 'Grüße "final".html' }));
      const response = await get(`/api/v3/attachments/${text.id}/content`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<b>bold</b> Grüße\n');
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(text.fileSize);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Gr__e _final_.html"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%22final%22.html`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers.etag).toBe(`"${text.digest.hash}"`);
      const again = await get(`/api/v3/attachments/${text.id}/content`, 'member', { 'if-none-match': response.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    test('images and PDFs are shown inline', async () => {
      const wp = await createWp();
      const pdf = await attach(wp.id, fileParts(PDF, 'contract.pdf'));
      const response = await get(`/api/v3/attachments/${pdf.id}/content`);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="contract.pdf"; filename*=UTF-8''contract.pdf`);
      expect(response.rawPayload.equals(PDF)).toBe(true);
      const png = await attach(wp.id, fileParts(PNG, 'dot.png'));
      expect((await get(`/api/v3/attachments/${png.id}/content`)).headers['content-disposition']).toMatch(/^inline;/);
    });

    test('who may see the work package may see and download its attachments; others get 404', async () => {
      const hidden = await createWp('content_migration');
      const attachment = await attach(hidden.id);
      for (const url of [`/api/v3/attachments/${attachment.id}`, `/api/v3/attachments/${attachment.id}/content`, `/api/v3/work_packages/${hidden.id}/attachments`]) {
        expect((await get(url, 'tomas')).statusCode).toBe(200);
        expectError(await get(url, 'noah'), 404, 'NotFound');
      }
      expectError(await get('/api/v3/attachments/999999'), 404, 'NotFound');
      expectError(await get('/api/v3/attachments/abc'), 404, 'NotFound');
      const visible = await attach((await createWp()).id);
      // A public project's viewers and coordinators read, without the delete link.
      for (const who of ['kwame', 'noah'] as const) {
        const body = (await get(`/api/v3/attachments/${visible.id}`, who)).json();
        expect(body._links.delete).toBeUndefined();
        expect((await get(`/api/v3/attachments/${visible.id}/content`, who)).statusCode).toBe(200);
      }
    });
  });

  describe('deleting', () => {
    test('the author, or anyone who may edit work packages; the file goes, the package journals it', async () => {
      const wp = await createWp();
      const own = await attach(wp.id, fileParts('mine', 'mine.txt'), 'tomas');
      const file = await diskFileOf(own.id);
      expectError(await remove(`/api/v3/attachments/${own.id}`, 'noah'), 403, 'MissingPermission');
      expectError(await remove(`/api/v3/attachments/${own.id}`, 'kwame'), 403, 'MissingPermission');
      expect((await remove(`/api/v3/attachments/${own.id}`, 'tomas')).statusCode).toBe(204);
      expect(storedFiles()).not.toContain(file);
      expectError(await get(`/api/v3/attachments/${own.id}`), 404, 'NotFound');
      expectError(await remove(`/api/v3/attachments/${own.id}`, 'tomas'), 404, 'NotFound');
      const activities = (await get(`/api/v3/work_packages/${wp.id}/activities`)).json()._embedded.elements;
      expect(activities.at(-1).details.map((detail: { raw: string }) => detail.raw)).toEqual(['Attachment mine.txt deleted']);

      // Priya (Team Leader, edit_work_packages) deletes Tomás's.
      const other = await attach(wp.id, undefined, 'tomas');
      expect((await remove(`/api/v3/attachments/${other.id}`, 'member')).statusCode).toBe(204);
      expect((await get(`/api/v3/work_packages/${wp.id}/attachments`)).json().total).toBe(0);
    });

    test('deleting a work package deletes its and its activities’ attachments and files', async () => {
      const wp = await createWp();
      const onPackage = await attach(wp.id);
      const comment = (await sendJson('POST', `/api/v3/work_packages/${wp.id}/activities`, 'member', { comment: { raw: 'See attached' } })).json();
      const onComment = (await upload(`/api/v3/activities/${comment.id}/attachments`, fileParts('log'))).json();
      const files = [await diskFileOf(onPackage.id), await diskFileOf(onComment.id)];
      expect((await remove(`/api/v3/work_packages/${wp.id}`, 'member')).statusCode).toBe(204);
      expect(await ctx.db.selectFrom('attachments').select('id').where('id', 'in', [onPackage.id, onComment.id]).execute()).toEqual([]);
      for (const file of files) expect(storedFiles()).not.toContain(file);
    });

    test('deleting a project deletes its attachments and files', async () => {
      const created = await sendJson('POST', '/api/v3/projects', 'admin', { name: 'Short-lived', identifier: 'short_lived' });
      expect(created.statusCode).toBe(201);
      const projectId = created.json().id;
      const wp = await sendJson('POST', `/api/v3/projects/${projectId}/work_packages`, 'admin', { subject: 'Temporary' });
      const attachment = await attach(wp.json().id, undefined, 'admin');
      const file = await diskFileOf(attachment.id);
      expect((await remove(`/api/v3/projects/${projectId}`, 'admin')).statusCode).toBe(204);
      expect(await ctx.db.selectFrom('attachments').select('id').where('id', '=', attachment.id).execute()).toEqual([]);
      expect(storedFiles()).not.toContain(file);
    });
  });

  describe('activity attachments', () => {
    test('upload, list and links on the activity', async () => {
      const wp = await createWp();
      const comment = (await sendJson('POST', `/api/v3/work_packages/${wp.id}/activities`, 'member', { comment: { raw: 'Logs attached' } })).json();
      expect(comment._links).toMatchObject({
        attachments: { href: `/api/v3/activities/${comment.id}/attachments` },
        addAttachment: { href: `/api/v3/activities/${comment.id}/attachments`, method: 'post' },
        emojiReactions: { href: `/api/v3/activities/${comment.id}/emoji_reactions` },
      });
      const created = await upload(`/api/v3/activities/${comment.id}/attachments`, fileParts('stack trace\n', 'error.log'), 'tomas');
      expect(created.statusCode).toBe(201);
      expect(created.json()._links.container).toEqual({ href: `/api/v3/activities/${comment.id}` });
      const list = (await get(`/api/v3/activities/${comment.id}/attachments`, 'kwame')).json();
      expect(list._embedded.elements.map((element: AttachmentBody) => element.fileName)).toEqual(['error.log']);
      // Not journaled on the package: the activity itself is what changed.
      expect((await get(`/api/v3/work_packages/${wp.id}/activities`)).json().total).toBe(2);
      const viewerView = (await get(`/api/v3/activities/${comment.id}`, 'noah')).json();
      expect(viewerView._links.addAttachment).toBeUndefined();
      expectError(await upload(`/api/v3/activities/${comment.id}/attachments`, fileParts('x'), 'noah'), 403, 'MissingPermission');
      expectError(await upload('/api/v3/activities/999999/attachments', fileParts('x')), 404, 'NotFound');
      expectError(await get('/api/v3/activities/999999/attachments'), 404, 'NotFound');
    });
  });

  describe('copying a project', () => {
    async function copyProject(sourceId: number, identifier: string, meta: Record<string, boolean>) {
      const response = await sendJson('POST', `/api/v3/projects/${sourceId}/copy`, 'admin', { name: identifier, identifier, _meta: meta });
      if (response.statusCode !== 302) throw new Error(`${response.statusCode} ${response.body}`);
      await ctx.app.jobs.drain();
      const job = (await get(`/api/v3/job_statuses/${response.json().jobId}`, 'admin')).json();
      return job;
    }

    test('work package attachments come along, sharing the files; each copy lives on when the other is deleted', async () => {
      const wp = await createWp();
      const source = await attach(wp.id, fileParts(PDF, 'contract.pdf'));
      const job = await copyProject(projectIds.website_relaunch, 'web_copy_with_files', { copyWorkPackages: true, copyWorkPackageAttachments: true });
      expect(job.status).toBe('success');
      expect(job.payload.copied.work_package_attachments).toBeGreaterThan(0);
      const newProjectId = Number(job.payload._links.project.href.split('/').pop());
      const copies = await ctx.db
        .selectFrom('attachments')
        .innerJoin('work_packages', 'work_packages.id', 'attachments.container_id')
        .selectAll('attachments')
        .where('attachments.container_type', '=', 'WorkPackage')
        .where('work_packages.project_id', '=', newProjectId)
        .execute();
      const sourceFile = await diskFileOf(source.id);
      const copy = copies.find((row) => row.disk_file === sourceFile)!;
      expect(copy).toMatchObject({ file_name: 'contract.pdf', content_type: 'application/pdf', file_size: PDF.length, digest: source.digest.hash, author_id: userIds.admin });
      expect(copy.container_id).not.toBe(wp.id);

      // Deleting the source keeps the file for the copy; deleting the copy then removes it.
      expect((await remove(`/api/v3/attachments/${source.id}`)).statusCode).toBe(204);
      expect(storedFiles()).toContain(copy.disk_file);
      const download = await get(`/api/v3/attachments/${copy.id}/content`, 'admin');
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect((await remove(`/api/v3/attachments/${copy.id}`, 'admin')).statusCode).toBe(204);
      expect(storedFiles()).not.toContain(copy.disk_file);
    });

    test('not selected, or failing later in the copy: no attachment rows and no files are left', async () => {
      const wp = await createWp();
      await attach(wp.id);
      const rows = await attachmentCount();
      const files = storedFiles().length;
      const without = await copyProject(projectIds.website_relaunch, 'web_copy_without_files', { copyWorkPackages: true, copyWorkPackageAttachments: false });
      expect(without.status).toBe('success');
      expect(await attachmentCount()).toBe(rows);

      const failing: Copier = {
        option: 'work_package_attachments',
        order: 36,
        copy: async () => {
          throw new Error('boom');
        },
      };
      const unregister = ctx.app.copiers.register(failing);
      try {
        const failed = await copyProject(projectIds.website_relaunch, 'web_copy_failing', { copyWorkPackages: true, copyWorkPackageAttachments: true });
        expect(failed.status).toBe('failure');
      } finally {
        unregister();
      }
      expect(await attachmentCount()).toBe(rows);
      expect(storedFiles()).toHaveLength(files);
    });
  });
});
