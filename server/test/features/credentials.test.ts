import { createPublicKey, generateKeyPairSync, sign, verify, type JsonWebKey } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { CertificatesService } from '../../src/certificates/certificates.service';
import { Lecture } from '../../src/courses/lecture.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

/*
 * The credential is checked here without the code that signed it: Node's own Ed25519 verify over
 * the JWT's bytes, with the key from the published JWKS fetched over HTTP.
 */

const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) { certificate { id credentialUrl credentialJwtUrl } } }`;
const RESULT = 'status message certificateId learnerName courseTitle educatorName completedAt';
const VERIFY_ID = `query($id: ID!) { certificateVerification(id: $id) { ${RESULT} } }`;
const VERIFY = `query($credential: String!) { verifyCredential(credential: $credential) { ${RESULT} } }`;

const MINE = '{ myCertificates { id courseTitle } }';

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Ed25519 over `header.payload`, by node:crypto alone. */
function signatureHolds(jwt: string, jwk: JsonWebKey) {
  const [header, payload, signature] = jwt.split('.');
  return verify(
    null,
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
}

describe('certificates as verifiable credentials', () => {
  let app: TestApp;
  let certificateId: string;
  let jwt: string;
  let jwk: JsonWebKey & { kid: string };
  let learnerToken: string;

  const text = async (path: string) => {
    const res = await app.raw(path);
    return { ...res, text: res.body.toString('utf8') };
  };
  const pathOf = (url: string) => new URL(url).pathname;

  /** The status list credential's bit for `bit`, after checking the list's own signature. */
  async function revokedBit(statusListCredential: string, bit: number) {
    const list = await text(pathOf(statusListCredential));
    expect(list.status).toBe(200);
    expect(list.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    expect(signatureHolds(list.text, jwk)).toBe(true);
    const { type, credentialSubject } = decode(list.text.split('.')[1]);
    expect(type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(credentialSubject).toMatchObject({
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
    });
    const bits = gunzipSync(Buffer.from(credentialSubject.encodedList.slice(1), 'base64url'));
    expect(credentialSubject.encodedList[0]).toBe('u');
    expect(bits.length).toBe(16 * 1024);
    return (bits[bit >> 3] >> (7 - (bit & 7))) & 1;
  }

  beforeAll(async () => {
    app = await TestApp.start();
    const teacher = await educator(app);
    const learner = await signUp(app, newUser({ name: 'Aarav Mehta' }));
    const course = await createCourse(app, teacher.user.id, { title: 'Brand Strategy' });
    await enroll(app, learner.user.id, course.id);
    const lectures = await app.app
      .get(DataSource)
      .getRepository(Lecture)
      .find({ where: { chapter: { courseId: course.id } } });
    let certificate: Record<string, string> | undefined;
    for (const lecture of lectures) {
      const res = await app.gql(
        COMPLETE,
        { courseId: course.id, lectureId: lecture.id },
        learner.token,
      );
      certificate = res.data!.completeLecture.certificate ?? certificate;
    }
    certificateId = certificate!.id;
    learnerToken = learner.token;
    jwt = (await text(pathOf(certificate!.credentialJwtUrl))).text;
    const jwks = await text('/credentials/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.headers['access-control-allow-origin']).toBe('*');
    [jwk] = JSON.parse(jwks.text).keys;
  });
  afterAll(() => app.close());

  it('is an Open Badges 3.0 credential signed with the published key (VC-JOSE, EdDSA)', async () => {
    const [header, payload] = jwt.split('.').map((part, i) => (i < 2 ? decode(part) : part));
    expect(header).toEqual({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc', kid: jwk.kid });
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(jwk).not.toHaveProperty('d');
    expect(signatureHolds(jwt, jwk)).toBe(true);
    expect(payload).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `urn:uuid:${certificateId}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: {
        id: 'http://localhost:4000/credentials/issuer',
        type: ['Profile'],
        name: 'BrandCraft',
      },
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ type: 'IdentityObject', identityType: 'name', identityHash: 'Aarav Mehta' }],
        achievement: { type: ['Achievement'], name: 'Brand Strategy' },
      },
      credentialStatus: { type: 'BitstringStatusListEntry', statusPurpose: 'revocation' },
    });
    const issuer = await text(pathOf(payload.issuer.id));
    expect(JSON.parse(issuer.text)).toMatchObject({ id: payload.issuer.id, type: ['Profile'] });
  });

  it('fails verification once the name is changed, by any verifier, with a clear answer', async () => {
    const [header, payload, signature] = jwt.split('.');
    const claims = decode(payload);
    claims.credentialSubject.identifier[0].identityHash = 'Someone Else';
    const tampered = `${header}.${encode(claims)}.${signature}`;
    expect(signatureHolds(tampered, jwk)).toBe(false);
    const res = await app.gql(VERIFY, { credential: tampered });
    expect(res.errors).toBeUndefined();
    expect(res.data!.verifyCredential).toMatchObject({
      status: 'INVALID',
      message: expect.stringMatching(/^The signature does not match/),
      learnerName: null,
    });
  });

  it('refuses a credential signed with another key, and anything that is not one', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const [header, payload] = jwt.split('.');
    const forged = `${header}.${payload}.${sign(null, Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`;
    for (const credential of [
      forged,
      'a.b.c',
      '{"type":"OpenBadgeCredential"}',
      'not a credential',
    ]) {
      const res = await app.gql(VERIFY, { credential });
      expect(res.errors).toBeUndefined();
      expect(res.data!.verifyCredential.status).toBe('INVALID');
    }
    for (const credential of ['  ', 'x'.repeat(20_001)]) {
      const res = await app.gql(VERIFY, { credential });
      expect(res.errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [expect.objectContaining({ field: 'credential' })],
      });
    }
  });

  it('downloads as JSON (an EnvelopedVerifiableCredential) that verifies when pasted', async () => {
    const res = await text(`/certificates/${certificateId}.json`);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const json = JSON.parse(res.text);
    expect(json).toEqual({
      '@context': 'https://www.w3.org/ns/credentials/v2',
      id: `data:application/vc+jwt,${jwt}`,
      type: 'EnvelopedVerifiableCredential',
    });
    const verified = await app.gql(VERIFY, { credential: res.text });
    expect(verified.data!.verifyCredential).toMatchObject({
      status: 'VALID',
      certificateId,
      learnerName: 'Aarav Mehta',
      courseTitle: 'Brand Strategy',
      educatorName: 'Edu Cator',
    });
  });

  it("lists the learner's own live certificates, to them only", async () => {
    const mine = await app.gql(MINE, {}, learnerToken);
    expect(mine.data!.myCertificates).toEqual([
      { id: certificateId, courseTitle: 'Brand Strategy' },
    ]);
    const other = await signUp(app, newUser());
    expect((await app.gql(MINE, {}, other.token)).data!.myCertificates).toEqual([]);
    expect((await app.gql(MINE)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('publishes revocation in a signed status list, and then says revoked', async () => {
    const { credentialStatus } = decode(jwt.split('.')[1]);
    const bit = Number(credentialStatus.statusListIndex);
    expect(await revokedBit(credentialStatus.statusListCredential, bit)).toBe(0);
    expect(
      (await app.gql(VERIFY_ID, { id: certificateId })).data!.certificateVerification,
    ).toMatchObject({
      status: 'VALID',
      learnerName: 'Aarav Mehta',
    });

    const db = app.app.get(DataSource);
    const { userId, courseId } = await db
      .query(
        'SELECT user_id AS "userId", course_id AS "courseId" FROM certificates WHERE id = $1',
        [certificateId],
      )
      .then((rows: { userId: string; courseId: string }[]) => rows[0]);
    await db.transaction((tx) => app.app.get(CertificatesService).revokeFor(tx, userId, courseId));

    expect(await revokedBit(credentialStatus.statusListCredential, bit)).toBe(1);
    for (const res of [
      (await app.gql(VERIFY, { credential: jwt })).data!.verifyCredential,
      (await app.gql(VERIFY_ID, { id: certificateId })).data!.certificateVerification,
    ])
      expect(res).toMatchObject({ status: 'REVOKED', message: expect.stringMatching(/revoked/) });
    expect((await app.raw(`/certificates/${certificateId}.jwt`)).status).toBe(404);
    // Still enrolled with every lecture done (a refund would unenroll): a new certificate, never the revoked one.
    const mine = (await app.gql(MINE, {}, learnerToken)).data!.myCertificates;
    expect(mine.map((c: { id: string }) => c.id)).not.toContain(certificateId);
  });

  it('answers unknown ids and lists plainly', async () => {
    const unknown = await app.gql(VERIFY_ID, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.data!.certificateVerification).toBeNull();
    for (const path of [
      '/credentials/status/0',
      '/credentials/status/abc',
      '/credentials/status/9',
    ]) {
      const res = await text(path);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toMatchObject({ success: false });
    }
  });
});
