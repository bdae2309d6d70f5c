import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';
import { fileBackend, FILE_BACKENDS, type FileBackendWorld } from './support/fake-s3.ts';

// Document images are the documents' attachments: the suite runs with files in DATA_DIR and in an S3 bucket (a fake).
describe.each(FILE_BACKENDS)('document images with files in %s storage', (backend) => {
  // Seeded: 'member' (Priya) is Team Leader in website_relaunch (public; manage_documents); 'noah' is a Coordinator
  // there (view only); 'liam' is in none of data_warehouse's roles (private, not Priya's either).
  let ctx: TestContext;
  let store: FileBackendWorld;
  const cookies: Record<string, string> = {};
  const projectIds: Record<string, number> = {};
  const LOGINS = { admin: 'admin', member: 'member', noah: 'noah.fischer', liam: 'liam.oconnor' } as const;
  type Who = keyof typeof LOGINS;

  beforeAll(async () => {
    store = await fileBackend(backend);
    ctx = await createTestContext({ config: store.config });
    for (const [who, login_] of Object.entries(LOGINS)) cookies[who] = await login(ctx.app, `${login_}@tessera.local`, DEMO_PASSWORD);
    for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  });
  afterAll(async () => {
    await ctx?.close();
    await store?.close();
  });

  const BOUNDARY = '----tessera-document-image';
  function multipart(data: Buffer, filename: string): { payload: Buffer; headers: Record<string, string> } {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    };
  }

  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\x00\x00\x00\x0dIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00', 'latin1')]);

  const get = (url: string, who: Who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Who = 'member', payload?: unknown) =>
    ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const upload = (url: string, who: Who = 'member', data: Buffer = PNG, filename = 'diagram.png') => {
    const body = multipart(data, filename);
    return ctx.app.inject({ method: 'POST', url, headers: { cookie: cookies[who], ...XHR, ...body.headers }, payload: body.payload });
  };

  interface DocumentBody {
    id: number;
    lockVersion: number;
    content: unknown;
    description: { html: string };
  }

  async function createDocument(project = 'website_relaunch', who: Who = 'member'): Promise<DocumentBody> {
    const response = await send('POST', '/api/v3/documents', who, { title: 'Architecture', _links: { project: { href: `/api/v3/projects/${projectIds[project]}` } } });
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json();
  }

  async function attachImage(documentId: number, who: Who = 'member'): Promise<{ id: number; _links: Record<string, { href: string }> }> {
    const response = await upload(`/api/v3/documents/${documentId}/attachments`, who);
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json();
  }

  const imageDoc = (attrs: Record<string, unknown>) => ({ type: 'doc', content: [{ type: 'image', attrs }, { type: 'paragraph' }] });
  const contentUrl = (attachmentId: number) => `/api/v3/attachments/${attachmentId}/content`;
  const diskFileOf = async (id: number) => (await ctx.db.selectFrom('attachments').select('disk_file').where('id', '=', id).executeTakeFirstOrThrow()).disk_file;

  describe('a document’s attachments', () => {
    test('an editor uploads an image: it is the document’s, listed, and served inline', async () => {
      const document = await createDocument();
      const created = await attachImage(document.id);
      expect(created).toMatchObject({ _type: 'Attachment', fileName: 'diagram.png', contentType: 'image/png', fileSize: PNG.length });
      expect(created._links.container).toEqual({ href: `/api/v3/documents/${document.id}`, title: 'Architecture' });
      expect(created._links.delete).toMatchObject({ href: `/api/v3/attachments/${created.id}`, method: 'delete' });

      const list = await get(`/api/v3/documents/${document.id}/attachments`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ _type: 'Collection', total: 1, _links: { self: { href: `/api/v3/documents/${document.id}/attachments` } } });
      expect(list.json()._embedded.elements.map((element: { id: number }) => element.id)).toEqual([created.id]);

      const content = await get(contentUrl(created.id));
      expect(content.statusCode).toBe(200);
      expect(content.headers['content-type']).toBe('image/png');
      expect(content.headers['content-disposition']).toMatch(/^inline/);
      expect(content.rawPayload.equals(PNG)).toBe(true);
    });

    test('a viewer lists and downloads but cannot upload or delete; who cannot see the document gets 404', async () => {
      const document = await createDocument();
      const image = await attachImage(document.id);
      // Noah views website_relaunch's documents only.
      expect((await get(`/api/v3/documents/${document.id}/attachments`, 'noah')).statusCode).toBe(200);
      expect((await get(contentUrl(image.id), 'noah')).statusCode).toBe(200);
      const viewerList = (await get(`/api/v3/documents/${document.id}/attachments`, 'noah')).json();
      expect(viewerList._embedded.elements[0]._links.delete).toBeUndefined();
      expectError(await upload(`/api/v3/documents/${document.id}/attachments`, 'noah'), 403, 'MissingPermission');
      expectError(await send('DELETE', `/api/v3/attachments/${image.id}`, 'noah'), 403, 'MissingPermission');

      const hidden = await createDocument('data_warehouse', 'admin');
      const hiddenImage = await attachImage(hidden.id, 'admin');
      expectError(await get(`/api/v3/documents/${hidden.id}/attachments`, 'liam'), 404, 'NotFound');
      expectError(await upload(`/api/v3/documents/${hidden.id}/attachments`, 'liam'), 404, 'NotFound');
      expectError(await get(`/api/v3/attachments/${hiddenImage.id}`, 'liam'), 404, 'NotFound');
      expectError(await get(contentUrl(hiddenImage.id), 'liam'), 404, 'NotFound');
      expectError(await upload('/api/v3/documents/999999/attachments'), 404, 'NotFound');
    });

    test('an editor deletes an image; deleting the document removes its attachments and their files', async () => {
      const document = await createDocument();
      const first = await attachImage(document.id);
      expect((await send('DELETE', `/api/v3/attachments/${first.id}`)).statusCode).toBe(204);
      const second = await attachImage(document.id);
      const file = await diskFileOf(second.id);
      expect(store.storedFiles(ctx.config.dataDir)).toContain(file);

      expect((await send('DELETE', `/api/v3/documents/${document.id}`)).statusCode).toBe(204);
      expect(await ctx.db.selectFrom('attachments').select('id').where('container_type', '=', 'Document').where('container_id', '=', document.id).execute()).toEqual([]);
      expect(store.storedFiles(ctx.config.dataDir)).not.toContain(file);
    });
  });

  describe('images in a document’s content', () => {
    test('an image of the document’s own attachment is stored with its width, alignment and caption, rendered as a figure', async () => {
      const document = await createDocument();
      const image = await attachImage(document.id);
      const content = imageDoc({ src: contentUrl(image.id), alt: 'Diagram', title: null, width: 480, height: null, alignment: 'left', caption: 'The <b>flow</b>' });
      const response = await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { content, lockVersion: document.lockVersion });
      expect(response.statusCode).toBe(200);
      const body = response.json() as DocumentBody;
      expect(body.content).toEqual(content);
      expect(body.description.html).toContain(`<figure data-type="image" data-align="left"><img src="${contentUrl(image.id)}" alt="Diagram" width="480" /><figcaption>The &lt;b&gt;flow&lt;/b&gt;</figcaption></figure>`);
    });

    test('alignment defaults to center; https images from elsewhere are allowed', async () => {
      const document = await createDocument();
      const response = await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { content: imageDoc({ src: 'https://example.com/chart.png' }), lockVersion: document.lockVersion });
      expect(response.statusCode).toBe(200);
      expect(response.json().content.content[0].attrs).toMatchObject({ src: 'https://example.com/chart.png', alignment: 'center', caption: null, width: null });
    });

    test('an image of another container’s attachment, or any other source or a bad attribute, is a 422 naming content', async () => {
      const document = await createDocument();
      const other = await createDocument();
      const othersImage = await attachImage(other.id);
      const wp = await send('POST', `/api/v3/projects/${projectIds.website_relaunch}/work_packages`, 'member', { subject: 'Has a screenshot' });
      const wpUpload = await upload(`/api/v3/work_packages/${wp.json().id}/attachments`);
      expect(wpUpload.statusCode).toBe(201);
      const ownImage = await attachImage(document.id);
      // The document's own file that is not an image (the type is detected from the bytes, not the name).
      const ownText = await upload(`/api/v3/documents/${document.id}/attachments`, 'member', Buffer.from('plain notes'), 'notes.png');
      expect(ownText.statusCode).toBe(201);

      const invalid: Record<string, unknown>[] = [
        { src: contentUrl(ownText.json().id) },
        { src: contentUrl(othersImage.id) },
        { src: contentUrl(wpUpload.json().id) },
        { src: contentUrl(999999) },
        { src: 'http://example.com/chart.png' },
        { src: '//example.com/chart.png' },
        { src: '/api/v3/users/1' },
        { src: `${contentUrl(ownImage.id)}?download=1` },
        { src: 'javascript:alert(1)' },
        { src: '' },
        { src: contentUrl(ownImage.id), alignment: 'justify' },
        { src: contentUrl(ownImage.id), width: -5 },
        { src: contentUrl(ownImage.id), width: 12.5 },
        { src: contentUrl(ownImage.id), caption: 'x'.repeat(501) },
      ];
      for (const attrs of invalid) {
        const response = await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { content: imageDoc(attrs), lockVersion: document.lockVersion });
        expect([JSON.stringify(attrs), response.statusCode]).toEqual([JSON.stringify(attrs), 422]);
        expect(expectError(response, 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('content');
      }
      // A new document has no attachments yet: no image of this server may be in its first content.
      const create = await send('POST', '/api/v3/documents', 'member', {
        title: 'Copied images',
        content: imageDoc({ src: contentUrl(ownImage.id) }),
        _links: { project: { href: `/api/v3/projects/${projectIds.website_relaunch}` } },
      });
      expect(expectError(create, 422, 'PropertyConstraintViolation').message).toMatch(/image of at most 5 MB attached to this document/);
      expect((await get(`/api/v3/documents/${document.id}`)).json().lockVersion).toBe(document.lockVersion);
    });
  });
});
