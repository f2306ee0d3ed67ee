import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TestimonialsSection } from './TestimonialsSection';

describe('TestimonialsSection', () => {
  it('shows three testimonials rated 5, 4.8 and 4.7, with a partly filled last star', async () => {
    const { container } = renderWithProviders(<TestimonialsSection />);
    const ratings = await screen.findAllByRole('img', { name: /^Rated/ });
    expect(ratings.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Rated 5 out of 5',
      'Rated 4.8 out of 5',
      'Rated 4.7 out of 5',
    ]);
    const fills = [...container.querySelectorAll('[data-star-fill]')].map((el) =>
      Number(el.getAttribute('data-star-fill')),
    );
    expect(fills).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 0.8, 1, 1, 1, 1, 0.7]);
    expect(screen.getByText('Neha Kapoor')).toBeInTheDocument();
    expect(screen.getByText('Marketing Executive')).toBeInTheDocument();
    expect(screen.getAllByRole('blockquote')).toHaveLength(3);
  });
});
