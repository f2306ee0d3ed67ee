import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('has the quick links, Privacy and Terms, and the 2025 copyright', async () => {
    renderWithProviders(<SiteFooter />);
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/about', '/contact', '/developers']);
    expect(screen.getByRole('link', { name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
  });

  it('links to LinkedIn, WhatsApp and Instagram in new tabs, and to support by mail', async () => {
    renderWithProviders(<SiteFooter />);
    for (const [name, host] of [
      [/LinkedIn/, 'linkedin.com'],
      [/WhatsApp/, 'wa.me'],
      [/Instagram/, 'instagram.com'],
    ] as const) {
      const link = await screen.findByRole('link', { name });
      expect(link.getAttribute('href')).toContain(host);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /Email support/ })).toHaveAttribute(
      'href',
      'mailto:support@brandcraft.dev',
    );
  });

  it('has the newsletter box', async () => {
    renderWithProviders(<SiteFooter />);
    expect(
      await screen.findByRole('textbox', { name: 'Subscribe to our newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
