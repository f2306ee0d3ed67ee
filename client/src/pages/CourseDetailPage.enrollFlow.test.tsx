import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  PurchaseCourseDocument,
  SandboxCheckoutDocument,
  VerifyPaymentDocument,
} from '../features/checkout/enroll.generated';
import CourseDetailPage from './CourseDetailPage';
import { renderWithProviders } from '../test/renderWithProviders';
import {
  courseDetailMock,
  courseRelatedMock,
  detailCourse,
} from '../features/courses/test/courseFixtures';
import { findToast, toastTitles } from '../test/findToast';
import { graphQLError, signIn } from '../features/learning/test/fixtures';
import type {
  RazorpayConstructor,
  RazorpayLoader,
  RazorpayOptions,
} from '../features/checkout/razorpayLoader';
import { RazorpayLoaderContext } from '../features/checkout/razorpayLoaderContext';

const PAID = detailCourse({ coursePrice: 1000, discount: 20, netPrice: 800 });
const FREE = detailCourse({ coursePrice: 0, discount: 0, netPrice: 0 });

const purchaseMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: PurchaseCourseDocument, variables: { courseId: 'c1', couponCode: null } },
  result,
  delay: 10,
});

const order = (provider: 'SANDBOX' | 'RAZORPAY', currency = 'INR') =>
  purchaseMock({
    data: {
      purchaseCourse: {
        __typename: 'PaymentOrder',
        orderId: 'order_123',
        amount: 80000,
        currency,
        courseName: 'Personal Branding Masterclass',
        purchaseId: 'p1',
        keyId: 'rzp_test_key',
        provider,
      },
    },
  });

const proof = {
  razorpayOrderId: 'order_123',
  razorpayPaymentId: 'pay_456',
  razorpaySignature: 'sig_789',
};

const sandboxPayMock: MockedResponse = {
  request: { query: SandboxCheckoutDocument, variables: { purchaseId: 'p1' } },
  result: { data: { sandboxCheckout: { __typename: 'SandboxPayment', ...proof } } },
  delay: 10,
};

const verifyMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: VerifyPaymentDocument, variables: { input: { purchaseId: 'p1', ...proof } } },
  result,
  delay: 10,
});
const verified = verifyMock({
  data: {
    verifyPayment: {
      __typename: 'VerifyPaymentResult',
      message: 'Payment verified. You are enrolled!',
      courseId: 'c1',
    },
  },
});

function renderCourse(
  course: ReturnType<typeof detailCourse>,
  mocks: MockedResponse[],
  loadRazorpay?: RazorpayLoader,
  route = '/course/c1',
) {
  const routes = (
    <Routes>
      <Route path="/course/:id" element={<CourseDetailPage />} />
      <Route path="/my-enrollments" element={<p>My Enrollments page</p>} />
    </Routes>
  );
  return renderWithProviders(
    loadRazorpay ? (
      <RazorpayLoaderContext.Provider value={loadRazorpay}>{routes}</RazorpayLoaderContext.Provider>
    ) : (
      routes
    ),
    {
      route,
      mocks: [courseDetailMock('c1', { data: { course } }), courseRelatedMock(course), ...mocks],
    },
  );
}

/** Waits for the enroll button to be ready (the viewer's enrollment known) and clicks it. */
async function clickEnroll(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.setup().click(button);
  return button;
}

const location = () => screen.getByTestId('location').textContent;

/** A fake Razorpay Checkout recording the options it was opened with. */
function fakeRazorpay() {
  const opened: RazorpayOptions[] = [];
  class FakeRazorpay {
    constructor(private readonly options: RazorpayOptions) {}
    open() {
      opened.push(this.options);
    }
  }
  const load = jest.fn(() => Promise.resolve(FakeRazorpay as unknown as RazorpayConstructor));
  return { opened, load };
}

describe('Enrolling from the course page', () => {
  it("warns 'Login to Enroll!' when signed out and calls nothing", async () => {
    renderCourse(PAID, []);
    await clickEnroll('Enroll Now');
    expect((await findToast('Login to Enroll!')).dataset.type).toBe('warning');
    expect(location()).toBe('/course/c1');
  });

  it("reads 'Already Enrolled' for an enrolled viewer, warns on click and links to the player", async () => {
    renderCourse({ ...PAID, viewerIsEnrolled: true }, [signIn()]);
    await clickEnroll('Already Enrolled');
    expect((await findToast('Already Enrolled')).dataset.type).toBe('warning');
    expect(screen.getByRole('link', { name: 'Go to the course player' })).toHaveAttribute(
      'href',
      '/player/c1',
    );
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
    expect(toastTitles()).toEqual(['Already Enrolled']);
    expect(location()).toBe('/course/c1');
  });

  it("enrolls in a free course at once and follows the server's redirect", async () => {
    renderCourse(FREE, [
      signIn(),
      purchaseMock({
        data: {
          purchaseCourse: {
            __typename: 'FreeEnrollment',
            message: 'Enrolled successfully! Happy learning.',
            redirect: '/my-enrollments',
            courseId: 'c1',
          },
        },
      }),
    ]);
    await clickEnroll('Enroll Free');
    expect((await findToast('Enrolled successfully! Happy learning.')).dataset.type).toBe(
      'success',
    );
    expect(await screen.findByText('My Enrollments page')).toBeInTheDocument();
    expect(location()).toBe('/my-enrollments');
  });

  it("says 'Already Enrolled' when the server answers CONFLICT", async () => {
    renderCourse(PAID, [
      signIn(),
      purchaseMock({ errors: [graphQLError('Already Enrolled', 'CONFLICT')] }),
    ]);
    await clickEnroll('Enroll Now');
    expect((await findToast('Already Enrolled')).dataset.type).toBe('warning');
    expect(await screen.findByRole('button', { name: 'Already Enrolled' })).toBeInTheDocument();
  });

  it('pays for a course in the sandbox checkout: Pay, sandboxCheckout, verifyPayment, My Enrollments', async () => {
    renderCourse(PAID, [signIn(), order('SANDBOX'), sandboxPayMock, verified]);
    const enroll = await clickEnroll('Enroll Now');

    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(dialog).toHaveTextContent('no real money moves');
    expect(dialog).toHaveTextContent('Personal Branding Masterclass');
    expect(dialog).toHaveTextContent('₹800.00');
    expect(dialog).toHaveTextContent('Asha Rao (asha@example.com)');
    expect(enroll).toHaveAttribute('data-loading');

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Pay ₹800.00' }));
    expect((await findToast('Payment verified. You are enrolled!')).dataset.type).toBe('success');
    expect(await screen.findByText('My Enrollments page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("sends the buyer's chosen state with the order, for the invoice's place of supply", async () => {
    const withState: MockedResponse = {
      ...order('SANDBOX'),
      request: {
        query: PurchaseCourseDocument,
        variables: { courseId: 'c1', couponCode: null, buyerState: '27' },
      },
    };
    renderCourse(PAID, [signIn(), withState]);
    const select = await screen.findByRole('combobox', {
      name: 'Your state (for the GST invoice)',
    });
    expect(select).toHaveValue('');
    await userEvent.setup().selectOptions(select, 'Maharashtra (27)');
    await clickEnroll('Enroll Now');
    expect(await screen.findByRole('dialog', { name: 'Test checkout' })).toBeInTheDocument();
  });

  it('asks no state for a free course', async () => {
    renderCourse(FREE, []);
    await screen.findByRole('button', { name: 'Enroll Free' });
    expect(screen.queryByRole('combobox', { name: /Your state/ })).not.toBeInTheDocument();
  });

  it("shows the order's own currency in the sandbox checkout", async () => {
    renderCourse(PAID, [signIn(), order('SANDBOX', 'USD')]);
    await clickEnroll('Enroll Now');
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(dialog).toHaveTextContent('$800.00');
    expect(dialog).not.toHaveTextContent('₹');
    expect(within(dialog).getByRole('button', { name: 'Pay $800.00' })).toBeInTheDocument();
  });

  it("toasts 'Payment cancelled' when the sandbox checkout is cancelled, and can start again", async () => {
    renderCourse(PAID, [signIn(), order('SANDBOX')]);
    await clickEnroll('Enroll Now');
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect((await findToast('Payment cancelled')).dataset.type).toBe('info');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeEnabled();
    expect(location()).toBe('/course/c1');
  });

  it("toasts 'Payment verification failed: ' with the server's message", async () => {
    renderCourse(PAID, [
      signIn(),
      order('SANDBOX'),
      sandboxPayMock,
      verifyMock({ errors: [graphQLError('Signature mismatch', 'BAD_USER_INPUT')] }),
    ]);
    await clickEnroll('Enroll Now');
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /^Pay / }));

    expect((await findToast('Payment verification failed: Signature mismatch')).dataset.type).toBe(
      'error',
    );
    expect(location()).toBe('/course/c1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeEnabled());
  });

  it('opens Razorpay Checkout with the order, prefill and theme, then verifies the payment', async () => {
    const razorpay = fakeRazorpay();
    renderCourse(
      PAID,
      [signIn({ phone: '+919800000000' }), order('RAZORPAY'), verified],
      razorpay.load,
    );
    await clickEnroll('Enroll Now');
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    const options = razorpay.opened[0];
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 80000,
      currency: 'INR',
      name: 'BrandCraft',
      description: 'Personal Branding Masterclass',
      order_id: 'order_123',
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919800000000' },
    });
    expect(options.theme.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    options.handler({
      razorpay_order_id: proof.razorpayOrderId,
      razorpay_payment_id: proof.razorpayPaymentId,
      razorpay_signature: proof.razorpaySignature,
    });
    expect((await findToast('Payment verified. You are enrolled!')).dataset.type).toBe('success');
    expect(await screen.findByText('My Enrollments page')).toBeInTheDocument();
  });

  it("toasts 'Payment cancelled' when Razorpay Checkout is dismissed", async () => {
    const razorpay = fakeRazorpay();
    renderCourse(PAID, [signIn(), order('RAZORPAY')], razorpay.load);
    await clickEnroll('Enroll Now');
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    razorpay.opened[0].modal.ondismiss();
    expect((await findToast('Payment cancelled')).dataset.type).toBe('info');
    expect(location()).toBe('/course/c1');
  });

  it('says so when Razorpay Checkout cannot be loaded', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    renderCourse(PAID, [signIn(), order('RAZORPAY')], load);
    await clickEnroll('Enroll Now');
    expect(
      (await findToast('Could not load the payment window. Check your connection and try again.'))
        .dataset.type,
    ).toBe('error');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the owner', { id: 'edu-1', role: 'EDUCATOR' }, 'You teach this course'],
    ['an admin', { role: 'ADMIN' }, 'You are an admin'],
  ])(
    'shows %s what they can do instead of Enroll, and links to the editor',
    async (_who, me, title) => {
      renderCourse(PAID, [signIn(me)]);
      const card = await screen.findByRole('complementary', { name: 'Price and enrolment' });
      expect(await within(card).findByText(title)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Edit course' })).toHaveAttribute(
        'href',
        '/educator/edit-course/c1',
      );
      expect(within(card).queryByRole('button', { name: /Enroll/ })).not.toBeInTheDocument();
      // The price stays visible: it is what students pay.
      expect(within(card).getByText('₹800.00')).toBeInTheDocument();
    },
  );

  it('links an owner enrolled before the rule to the player', async () => {
    renderCourse({ ...PAID, viewerIsEnrolled: true }, [signIn({ id: 'edu-1', role: 'EDUCATOR' })]);
    expect(await screen.findByText('You teach this course')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course player' })).toHaveAttribute(
      'href',
      '/player/c1',
    );
    expect(screen.queryByRole('button', { name: 'Already Enrolled' })).not.toBeInTheDocument();
  });

  it('previews the page as a student for the owner: a banner, an inert Enroll, the player preview', async () => {
    renderCourse(
      PAID,
      [signIn({ id: 'edu-1', role: 'EDUCATOR' })],
      undefined,
      '/course/c1?preview=student',
    );
    expect(await screen.findByText('Previewing as a student')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/educator/my-courses',
    );
    const card = screen.getByRole('complementary', { name: 'Price and enrolment' });
    expect(within(card).getByRole('button', { name: 'Enroll Now' })).toBeDisabled();
    expect(within(card).queryByText('You teach this course')).not.toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Open the player as a student' }),
    ).toHaveAttribute('href', '/player/c1?preview=student');
  });

  it('ignores the preview address for anyone but the owner and admins', async () => {
    renderCourse(
      PAID,
      [signIn({ id: 'edu-2', role: 'EDUCATOR' })],
      undefined,
      '/course/c1?preview=student',
    );
    expect(await screen.findByRole('button', { name: 'Enroll Now' })).toBeInTheDocument();
    expect(screen.queryByText('Previewing as a student')).not.toBeInTheDocument();
  });

  it('offers Enroll to an educator of another course', async () => {
    renderCourse(PAID, [signIn({ id: 'edu-2', role: 'EDUCATOR' })]);
    expect(await screen.findByRole('button', { name: 'Enroll Now' })).toBeInTheDocument();
    expect(screen.queryByText('You teach this course')).not.toBeInTheDocument();
  });
});
