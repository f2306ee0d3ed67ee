import { loadConfig } from '../../src/config/app-config';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { newUser, TEST_PAYMENT_SECRET, TestApp } from '../support/test-app';

const SETTINGS = '{ siteSettings { currency errorCodes } }';
const PURCHASE = `mutation($courseId: ID!) { purchaseCourse(courseId: $courseId) {
  ... on PaymentOrder { amount currency } } }`;

describe('siteSettings with CURRENCY=USD', () => {
  let app: TestApp;
  beforeAll(async () => {
    const { payments } = loadConfig({ NODE_ENV: 'test', CURRENCY: 'usd' });
    app = await TestApp.start({ payments: { ...payments, keySecret: TEST_PAYMENT_SECRET } });
  });
  afterAll(() => app.close());

  it('tells anyone, signed in or not, the store currency', async () => {
    const { data, errors } = await app.gql(SETTINGS);
    expect(errors).toBeUndefined();
    expect(data?.siteSettings.currency).toBe('USD');
  });

  it('is the currency paid orders are made in', async () => {
    const owner = await educator(app);
    const course = await createCourse(app, owner.user.id, { price: 12.5 });
    const learner = await signUp(app, newUser());
    const { data } = await app.gql(PURCHASE, { courseId: course.id }, learner.token);
    expect(data?.purchaseCourse).toEqual({ amount: 1250, currency: 'USD' });
  });

  it('lists every error code the API sends, including the ones no resolver throws', async () => {
    const { data } = await app.gql(SETTINGS);
    expect(data?.siteSettings.errorCodes).toEqual(
      expect.arrayContaining([
        'UNAUTHENTICATED',
        'SERVICE_UNAVAILABLE',
        'INTERNAL_SERVER_ERROR',
        'QUERY_TOO_DEEP',
        'GRAPHQL_VALIDATION_FAILED',
      ]),
    );
    const refused = await app.gql('{ siteSettings { nope } }');
    expect(data?.siteSettings.errorCodes).toContain(refused.errors?.[0].extensions?.code);
  });
});
