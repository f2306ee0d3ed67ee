import { ApolloError } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CouponForm } from './CouponForm';
import { EMPTY_COUPON, type CouponDraft } from './couponDraft';

const COURSES = [{ id: 'c1', courseTitle: 'Personal Branding Masterclass' }];

function renderForm(onSubmit: (draft: CouponDraft) => Promise<unknown>) {
  renderWithProviders(
    <CouponForm
      initial={EMPTY_COUPON}
      courses={COURSES}
      submitLabel="Create coupon"
      onSubmit={onSubmit}
    />,
  );
  const user = userEvent.setup();
  return {
    user,
    code: () => screen.getByRole('textbox', { name: /Code/ }),
    value: () => screen.getByRole('spinbutton', { name: /Percent off/ }),
    submit: () => user.click(screen.getByRole('button', { name: 'Create coupon' })),
  };
}

describe('CouponForm', () => {
  it('shows each problem on its field, sends nothing, and clears an error once its field is fixed', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const form = renderForm(onSubmit);
    await form.user.type(form.code(), 'SAVE 10');
    await form.user.type(form.value(), '101');
    await form.submit();
    expect(screen.getByText('Code must not contain spaces')).toBeInTheDocument();
    expect(
      screen.getByText('Percent off must be a whole number from 1 to 100'),
    ).toBeInTheDocument();
    expect(form.code()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await form.user.clear(form.code());
    await form.user.type(form.code(), 'save-10');
    expect(screen.queryByText('Code must not contain spaces')).not.toBeInTheDocument();
    expect(
      screen.getByText('Percent off must be a whole number from 1 to 100'),
    ).toBeInTheDocument();

    const end = screen.getByLabelText('Ends (optional)');
    const start = screen.getByLabelText('Starts (optional)');
    await form.user.type(start, '2026-03-10T10:00');
    await form.user.type(end, '2026-03-01T10:00');
    await form.user.clear(form.value());
    await form.user.type(form.value(), '25');
    await form.submit();
    expect(screen.getByText('End must be after the start')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields", async () => {
    const refusal = new ApolloError({
      graphQLErrors: [
        new GraphQLError('You already have a coupon with this code', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'code', message: 'You already have a coupon with this code' }],
          },
        }),
      ],
    });
    const onSubmit = jest.fn(() => Promise.reject(refusal));
    const form = renderForm(onSubmit);
    await form.user.type(form.code(), 'spring-25');
    await form.user.type(form.value(), '25');
    await form.submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        code: 'spring-25',
        kind: 'PERCENT_OFF',
        value: '25',
        courseId: '',
      }),
    ]);
    expect(await screen.findByText('You already have a coupon with this code')).toBeInTheDocument();
    expect(form.code()).toHaveAttribute('aria-invalid', 'true');
  });
});
