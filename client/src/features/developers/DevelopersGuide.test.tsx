import { screen, within } from '@testing-library/react';
import { API_SCOPES } from '../../../../shared/api-scopes';
import { WEBHOOK_EVENTS } from '../../../../shared/webhook-events';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DevelopersGuide } from './DevelopersGuide';

describe('DevelopersGuide', () => {
  it('shows a curl query on this origin, every scope, and each event as a full delivery body', () => {
    renderWithProviders(<DevelopersGuide origin="https://courses.example.com" rateLimit={120} />);
    expect(screen.getByRole('region', { name: 'GraphQL with curl' })).toHaveTextContent(
      "curl https://courses.example.com/graphql \\ -H 'Authorization: Bearer bcpat_…'",
    );
    const scopes = within(screen.getByRole('table'));
    for (const { scope, label } of API_SCOPES) {
      expect(scopes.getByText(scope)).toBeInTheDocument();
      expect(scopes.getByText(label)).toBeInTheDocument();
    }
    for (const event of WEBHOOK_EVENTS) {
      const body = screen.getByRole('region', { name: `${event.type} delivery body` });
      const delivery = JSON.parse(body.textContent) as {
        type: string;
        timestamp: string;
        data: unknown;
      };
      expect(delivery).toEqual({
        type: event.type,
        timestamp: expect.any(String),
        data: event.example,
      });
      expect(Number.isNaN(Date.parse(delivery.timestamp))).toBe(false);
    }
    expect(screen.getByText(/its own budget of 120 requests a minute/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rate limit headers' })).toHaveTextContent(
      'RateLimit-Policy: "token";q=120;w=60',
    );
    expect(screen.getByRole('region', { name: 'Verifying in Node' })).toHaveTextContent(
      "webhook.verify(req.body, { 'webhook-id'",
    );
    expect(screen.getByRole('link', { name: 'your account page' })).toHaveAttribute(
      'href',
      '/account',
    );
  });
});
