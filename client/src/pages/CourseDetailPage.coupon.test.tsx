import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { SECOND_PURCHASE_NOT_REFUNDABLE } from '../../../shared/refund-policy';
import { PurchaseCourseDocument } from '../features/checkout/enroll.generated';
import { CouponQuoteDocument } from '../features/coupons/coupons.generated';
import CourseDetailPage from './CourseDetailPage';
import { renderWithProviders } from '../test/renderWithProviders';
import {
  courseDetailMock,
  courseRelatedMock,
  detailCourse,
} from '../features/courses/test/courseFixtures';
import { signIn } from '../features/learning/test/fixtures';

const PAID = detailCourse({ coursePrice: 1000, discount: 10, netPrice: 900 });

const quoteMock = (code: string, result: MockedResponse['result']): MockedResponse => ({
  request: { query: CouponQuoteDocument, variables: { courseId: 'c1', code } },
  result,
  delay: 10,
});

const quoted = (code: string) =>
  quoteMock(code, {
    data: {
      couponQuote: {
        __typename: 'CouponQuote',
        courseId: 'c1',
        code,
        kind: 'PERCENT_OFF',
        value: 25,
        originalPrice: 1000,
        coursePrice: 900,
        couponPrice: 750,
        finalPrice: 750,
        couponApplied: true,
      },
    },
  });

const refused = (code: string, message: string, reason: string) =>
  quoteMock(code, {
    errors: [
      new GraphQLError(message, {
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: [{ field: 'couponCode', message, code: reason }],
        },
      }),
    ],
  });

function renderCourse(route: string, mocks: MockedResponse[], course = PAID) {
  return renderWithProviders(
    <Routes>
      <Route path="/course/:id" element={<CourseDetailPage />} />
    </Routes>,
    {
      route,
      mocks: [courseDetailMock('c1', { data: { course } }), courseRelatedMock(course), ...mocks],
    },
  );
}

const card = async () => screen.findByRole('complementary', { name: 'Price and enrolment' });

describe('A coupon on the course page', () => {
  it('applies ?coupon= from a shared link: the original price, the coupon, the new price, and the purchase with the code', async () => {
    renderCourse('/course/c1?coupon=spring-25', [
      signIn(),
      quoted('SPRING-25'),
      {
        request: {
          query: PurchaseCourseDocument,
          variables: { courseId: 'c1', couponCode: 'SPRING-25' },
        },
        result: {
          data: {
            purchaseCourse: {
              __typename: 'PaymentOrder',
              orderId: 'order_1',
              amount: 75000,
              currency: 'INR',
              courseName: 'Personal Branding Masterclass',
              purchaseId: 'p1',
              keyId: 'rzp_test_key',
              provider: 'SANDBOX',
            },
          },
        },
        delay: 10,
      },
    ]);
    const applied = await screen.findByTestId('coupon-applied');
    expect(applied).toHaveTextContent('₹750.00');
    expect(applied).toHaveTextContent('₹1,000.00');
    expect(applied).toHaveTextContent('Coupon SPRING-25: 25% off (you save ₹250.00)');
    expect(within(await card()).queryByText('₹900.00')).not.toBeInTheDocument();

    const button = await screen.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(dialog).toHaveTextContent('₹750.00');
  });

  it("shows the server's refusal, and removing the coupon brings back the course's price", async () => {
    renderCourse('/course/c1?coupon=OLD-CODE', [
      refused('OLD-CODE', 'This coupon has expired.', 'COUPON_EXPIRED'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Coupon OLD-CODE: This coupon has expired.',
    );
    expect(within(await card()).getByText('₹900.00')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByTestId('location').textContent).toBe('/course/c1');
  });

  it('checks a typed code by the shared rule before asking the server, then applies it', async () => {
    renderCourse('/course/c1', [quoted('SPRING-25')]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const box = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.type(box, 'SAVE 10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Code must not contain spaces')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, 'spring-25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('₹750.00');
  });

  it('tells a learner whose earlier purchase was refunded, before payment, that this one cannot be refunded', async () => {
    renderCourse('/course/c1', [signIn()], { ...PAID, viewerRefundedBefore: true });
    expect(await screen.findByText(SECOND_PURCHASE_NOT_REFUNDABLE)).toBeInTheDocument();
  });
});
