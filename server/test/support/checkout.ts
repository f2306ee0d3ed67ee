import { TestApp } from './test-app';

const PURCHASE = `mutation($courseId: ID!) { purchaseCourse(courseId: $courseId) {
  __typename ... on PaymentOrder { orderId purchaseId } } }`;
const SANDBOX = `mutation($purchaseId: ID!) { sandboxCheckout(purchaseId: $purchaseId) {
  razorpayOrderId razorpayPaymentId razorpaySignature } }`;
const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`;

/** Buys a paid course through the sandbox checkout, as the browser does; throws if it fails. */
export async function buyCourse(app: TestApp, session: { token: string }, courseId: string) {
  const ordered = await app.gql(PURCHASE, { courseId }, session.token);
  const order = ordered.data?.purchaseCourse;
  if (order?.__typename !== 'PaymentOrder')
    throw new Error(`no order for ${courseId}: ${ordered.text}`);
  const paid = (await app.gql(SANDBOX, { purchaseId: order.purchaseId }, session.token)).data!
    .sandboxCheckout;
  const verified = await app.gql(
    VERIFY,
    {
      input: {
        purchaseId: order.purchaseId,
        razorpayOrderId: paid.razorpayOrderId,
        razorpayPaymentId: paid.razorpayPaymentId,
        razorpaySignature: paid.razorpaySignature,
      },
    },
    session.token,
  );
  if (!/enrolled/.test(verified.data?.verifyPayment.message ?? ''))
    throw new Error(`verification failed: ${verified.text}`);
}
