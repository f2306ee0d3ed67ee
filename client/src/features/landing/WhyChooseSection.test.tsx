import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { WHY_CHOOSE_BENEFITS } from './content/whyChooseBenefits';
import { WhyChooseSection } from './WhyChooseSection';

const option = (title: string) => screen.getByRole('button', { name: title });
/** The detail panel, named after the selected benefit. */
const detail = (title: string) => screen.getByRole('region', { name: title });

describe('WhyChooseSection', () => {
  it('lists the six benefits with the first one selected', async () => {
    renderWithProviders(<WhyChooseSection />);
    expect(await screen.findAllByRole('button')).toHaveLength(6);
    expect(WHY_CHOOSE_BENEFITS.map((b) => b.title)).toEqual([
      'On-demand courses',
      'Lifetime access',
      'Free upgrades',
      'Live group sessions',
      'Community learning',
      'Practical and affordable',
    ]);
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(option('On-demand courses')).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(detail('On-demand courses')).getByRole('heading', { name: 'On-demand courses' }),
    ).toBeInTheDocument();
  });

  it('shows the detail of the clicked benefit', async () => {
    renderWithProviders(<WhyChooseSection />);
    const lifetime = WHY_CHOOSE_BENEFITS[1];
    await userEvent.setup().click(option(lifetime.title));

    expect(option(lifetime.title)).toHaveAttribute('aria-pressed', 'true');
    expect(option('On-demand courses')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(within(detail(lifetime.title)).getByText(lifetime.detail)).toBeInTheDocument();
    expect(screen.queryByText(WHY_CHOOSE_BENEFITS[0].detail)).not.toBeInTheDocument();
  });

  it('selects with the keyboard', async () => {
    renderWithProviders(<WhyChooseSection />);
    const user = userEvent.setup();
    const last = WHY_CHOOSE_BENEFITS[5];
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(option(last.title)).toHaveFocus();
    await user.keyboard(' ');
    expect(option(last.title)).toHaveAttribute('aria-pressed', 'true');
    expect(within(detail(last.title)).getByText(last.detail)).toBeInTheDocument();
  });
});
