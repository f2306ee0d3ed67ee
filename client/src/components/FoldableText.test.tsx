import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/renderWithProviders';
import { FoldableText } from './FoldableText';

// jsdom lays nothing out: a text "overflows" when its scrollHeight says so.
function textHeight(scrollHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(96);
}
afterEach(() => jest.restoreAllMocks());
const clamp = (element: HTMLElement) =>
  getComputedStyle(element).getPropertyValue('-webkit-line-clamp');

const renderText = () =>
  renderWithProviders(<FoldableText subject="Asha's review">A long review.</FoldableText>);

describe('FoldableText', () => {
  it('offers no toggle when the text fits its lines', () => {
    textHeight(96);
    renderText();
    expect(screen.getByText('A long review.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("folds a longer text behind 'Read more', which unfolds it and becomes 'Read less'", async () => {
    textHeight(400);
    const user = userEvent.setup();
    renderText();
    const text = screen.getByText('A long review.');
    const toggle = screen.getByRole('button', { name: "Read more: Asha's review" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', text.id);
    expect(clamp(text)).toBe('4');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName("Read less: Asha's review");
    expect(clamp(text)).toBe('');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Read more');
  });
});
