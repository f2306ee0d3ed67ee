import sharp from 'sharp';
import { signUp } from '../support/auth-operations';
import { picture, pngDeclaring } from '../support/crafted-images';
import { newUser, TestApp } from '../support/test-app';

const UPLOAD = 'mutation($avatar: Upload!) { uploadAvatar(avatar: $avatar) { imageUrl } }';
const ME = '{ me { imageUrl } }';

describe('avatars through the same checks as thumbnails', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(() => app.close());

  async function upload(token: string, bytes: Buffer, filename = 'me.png') {
    const res = await app
      .http()
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .set('authorization', `Bearer ${token}`)
      .field('operations', JSON.stringify({ query: UPLOAD, variables: { avatar: null } }))
      .field('map', JSON.stringify({ 0: ['variables.avatar'] }))
      .attach('0', bytes, { filename, contentType: 'image/png' });
    return res.body as { data?: any; errors?: any[] };
  }

  it('stores a 256 px square WebP, served from /uploads, and replaces the previous one', async () => {
    const me = await signUp(app, newUser());
    const first = await upload(me.token, await picture(800, 600).png().toBuffer());
    const url: string = first.data.uploadAvatar.imageUrl;
    expect(url).toMatch(/\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const served = await app
      .http()
      .get(new URL(url).pathname)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await upload(me.token, await picture(300, 900).png().toBuffer());
    expect(second.data.uploadAvatar.imageUrl).not.toBe(url);
    expect((await app.http().get(new URL(url).pathname)).status).toBe(404);
  });

  it.each([
    [
      'a text file named .png',
      Buffer.from('just some text, not an image'),
      'Avatar must be a PNG, JPEG, GIF or WebP image',
    ],
    [
      'a file over the size limit',
      Buffer.alloc(10 * 1024 * 1024, 1),
      'Avatar must be at most 5 MB',
    ],
  ])('refuses %s with a field error and changes nothing', async (_what, bytes, message) => {
    const me = await signUp(app, newUser());
    const before = (await app.gql(ME, {}, me.token)).data!.me.imageUrl;
    const res = await upload(me.token, bytes);
    expect(res.errors![0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'avatar', message }] },
    });
    expect((await app.gql(ME, {}, me.token)).data!.me.imageUrl).toBe(before);
  });

  it('refuses an image whose header claims more than 40 megapixels before decoding it', async () => {
    const me = await signUp(app, newUser());
    const res = await upload(me.token, await pngDeclaring(10_000, 10_000));
    expect(res.errors![0].message).toBe('Avatar must be at most 40 megapixels');
  });
});
