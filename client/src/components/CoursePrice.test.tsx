import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { CoursePrice } from './CoursePrice';

describe('CoursePrice', () => {
  it('shows the list price struck through and the discount when a paid course is discounted', () => {
    renderWithProviders(<CoursePrice coursePrice={1000} discount={15} netPrice={850} />);
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
    expect(screen.getByText('₹1,000.00').tagName).toBe('S');
  });

  it('shows a free course as Free, never with a discount, even one stored before the rule', () => {
    renderWithProviders(<CoursePrice coursePrice={0} discount={15} netPrice={0} />);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/OFF/)).not.toBeInTheDocument();
    expect(screen.queryByText('₹0.00')).not.toBeInTheDocument();
  });
});
