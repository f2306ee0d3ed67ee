import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FAQ_ITEMS } from './content/faqItems';
import { FaqSection } from './FaqSection';

const trigger = (question: string) => screen.getByRole('button', { name: question });

describe('FaqSection', () => {
  it('has eight questions, all closed at first', async () => {
    renderWithProviders(<FaqSection />);
    expect(FAQ_ITEMS).toHaveLength(8);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(8);
    for (const heading of headings) {
      expect(within(heading).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('says plainly what a refund takes away and what buying again means', async () => {
    renderWithProviders(<FaqSection />);
    await userEvent.setup().click(trigger('What if the course is not right for me?'));
    expect(screen.getByText(/30-day money-back guarantee/)).toHaveTextContent(
      /your progress and any certificate\. Each course can be refunded once\. If you buy it again later, you start from the first lecture, and finishing it earns a new certificate with the new date\.$/,
    );
  });

  it('keeps one answer open at a time, and closes it on a second click', async () => {
    renderWithProviders(<FaqSection />);
    const user = userEvent.setup();
    const [first, second] = FAQ_ITEMS;

    await user.click(trigger(first.question));
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.answer)).toBeVisible();

    await user.click(trigger(second.question));
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(trigger(second.question));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('opens with the keyboard', async () => {
    renderWithProviders(<FaqSection />);
    const user = userEvent.setup();
    await user.tab();
    expect(trigger(FAQ_ITEMS[0].question)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger(FAQ_ITEMS[0].question)).toHaveAttribute('aria-expanded', 'true');
  });

  it('states the 30-day money-back guarantee and the certificate, and links to support', async () => {
    renderWithProviders(<FaqSection />);
    const answers = FAQ_ITEMS.map((item) => item.answer).join(' ');
    expect(answers).toMatch(/30-day money-back guarantee/);
    expect(answers).toMatch(
      /Within 30 days of purchase, choose "Request refund" in My Enrollments/,
    );
    expect(answers).toMatch(/certificate on completion/);
    expect(await screen.findByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
