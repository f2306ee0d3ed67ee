import { screen } from '@testing-library/react';
import { MyCertificatesDocument } from '../features/certificates/certificatePages.generated';
import MyCertificatesPage from './MyCertificatesPage';
import { renderWithProviders } from '../test/renderWithProviders';

const certificate = {
  __typename: 'Certificate',
  id: 'cert-1',
  learnerName: 'Priya Sharma',
  courseTitle: 'SEO Basics',
  educatorName: 'Edu Cator',
  completedAt: '2025-03-04T10:00:00.000Z',
  pdfUrl: 'https://brandcraft.test/certificates/cert-1.pdf',
  credentialUrl: 'https://brandcraft.test/certificates/cert-1.json',
  credentialJwtUrl: 'https://brandcraft.test/certificates/cert-1.jwt',
};

const render = (myCertificates: unknown[]) =>
  renderWithProviders(<MyCertificatesPage />, {
    route: '/my-certificates',
    mocks: [{ request: { query: MyCertificatesDocument }, result: { data: { myCertificates } } }],
  });

describe('My Certificates page', () => {
  it('lists each certificate with its page, PDF, LinkedIn and copy link', async () => {
    render([certificate]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'SEO Basics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Taught by Edu Cator · completed on 4 Mar 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View certificate: SEO Basics' })).toHaveAttribute(
      'href',
      '/certificate/cert-1',
    );
    expect(screen.getByRole('link', { name: 'Download certificate: SEO Basics' })).toHaveAttribute(
      'href',
      certificate.pdfUrl,
    );
    expect(
      screen.getByRole('link', { name: /^Add to LinkedIn profile: SEO Basics/ }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.linkedin\.com\/profile\/add\?/),
    );
    expect(
      screen.getByRole('button', { name: 'Copy link to certificate: SEO Basics' }),
    ).toBeInTheDocument();
  });

  it('says how to earn one when there are none', async () => {
    render([]);
    expect(await screen.findByText(/No certificates yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Enrollments' })).toHaveAttribute(
      'href',
      '/my-enrollments',
    );
  });
});
