import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CertificateDocument } from '../generated/graphql';
import CertificatePage from './CertificatePage';
import { renderWithProviders } from '../test/renderWithProviders';

const certificate = {
  __typename: 'Certificate',
  id: 'cert-1',
  learnerName: 'Zoë Šimić',
  courseTitle: 'SEO Basics',
  educatorName: 'Edu Cator',
  completedAt: '2025-03-04T10:00:00.000Z',
  pdfUrl: 'https://brandcraft.test/certificates/cert-1.pdf',
};

function renderRoute(id: string, result: MockedResponse['result']) {
  return renderWithProviders(
    <Routes>
      <Route path="/certificate/:id" element={<CertificatePage />} />
    </Routes>,
    {
      route: `/certificate/${id}`,
      mocks: [{ request: { query: CertificateDocument, variables: { id } }, result, delay: 10 }],
    },
  );
}

describe('Certificate page', () => {
  it('shows the name, course, educator, date and id, with the PDF to download', async () => {
    renderRoute('cert-1', { data: { certificate } });
    expect(screen.getByRole('status', { name: 'Loading certificate' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate of Completion' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('certificate-learner')).toHaveTextContent('Zoë Šimić');
    expect(screen.getByTestId('certificate-course')).toHaveTextContent('SEO Basics');
    expect(screen.getByTestId('certificate-educator')).toHaveTextContent('Edu Cator');
    expect(screen.getByTestId('certificate-date')).toHaveTextContent('4 Mar 2025');
    expect(screen.getByText('Certificate ID: cert-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      certificate.pdfUrl,
    );
  });

  it('says an unknown or revoked certificate is not found or no longer valid', async () => {
    renderRoute('nope', { data: { certificate: null } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/does not exist or is no longer valid/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });
});
