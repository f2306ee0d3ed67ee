import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  CertificateDocument,
  VerifyCredentialDocument,
} from '../features/certificates/certificatePages.generated';
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
  credentialUrl: 'https://brandcraft.test/certificates/cert-1.json',
  credentialJwtUrl: 'https://brandcraft.test/certificates/cert-1.jwt',
};

const verification = (status: 'VALID' | 'REVOKED' | 'INVALID', message: string) => ({
  __typename: 'CredentialVerification',
  status,
  message,
  certificateId: status === 'INVALID' ? null : 'cert-1',
  learnerName: status === 'INVALID' ? null : 'Zoë Šimić',
  courseTitle: status === 'INVALID' ? null : 'SEO Basics',
  educatorName: status === 'INVALID' ? null : 'Edu Cator',
  completedAt: status === 'INVALID' ? null : '2025-03-04T10:00:00.000Z',
});

function renderRoute(id: string, result: MockedResponse['result'], more: MockedResponse[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/certificate/:id" element={<CertificatePage />} />
    </Routes>,
    {
      route: `/certificate/${id}`,
      mocks: [
        { request: { query: CertificateDocument, variables: { id } }, result, delay: 10 },
        ...more,
      ],
    },
  );
}

describe('Certificate page', () => {
  it('says the credential checked out, shows the certificate, its downloads and sharing', async () => {
    renderRoute('cert-1', {
      data: {
        certificate,
        certificateVerification: verification('VALID', 'Valid: the signature matches.'),
      },
    });
    expect(screen.getByRole('status', { name: 'Loading certificate' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate of Completion' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('credential-verification')).toHaveTextContent(
      'Valid certificateValid: the signature matches.',
    );
    expect(screen.getByTestId('certificate-learner')).toHaveTextContent('Zoë Šimić');
    expect(screen.getByTestId('certificate-course')).toHaveTextContent('SEO Basics');
    expect(screen.getByTestId('certificate-educator')).toHaveTextContent('Edu Cator');
    expect(screen.getByTestId('certificate-date')).toHaveTextContent('4 Mar 2025');
    expect(screen.getByText('Certificate ID: cert-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      certificate.pdfUrl,
    );
    expect(screen.getByRole('link', { name: 'Credential (JSON)' })).toHaveAttribute(
      'href',
      certificate.credentialUrl,
    );
    const linkedIn = new URL(
      screen
        .getByRole('link', { name: /^Add to LinkedIn profile: SEO Basics/ })
        .getAttribute('href')!,
    );
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: 'SEO Basics',
      organizationName: 'BrandCraft',
      issueYear: '2025',
      issueMonth: '3',
      certUrl: `${window.location.origin}/certificate/cert-1`,
      certId: 'cert-1',
    });
    expect(screen.getByRole('button', { name: /^Copy link/ })).toBeInTheDocument();
  });

  it('says a revoked certificate is revoked, with no downloads', async () => {
    renderRoute('cert-1', {
      data: {
        certificate: null,
        certificateVerification: verification('REVOKED', 'This certificate was revoked.'),
      },
    });
    expect(await screen.findByText('Revoked certificate')).toBeInTheDocument();
    expect(screen.getByText('REVOKED CERTIFICATE')).toBeInTheDocument();
    expect(screen.getByTestId('certificate-learner')).toHaveTextContent('Zoë Šimić');
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  });

  it('says an unknown certificate is not found', async () => {
    renderRoute('nope', { data: { certificate: null, certificateVerification: null } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/does not exist or is no longer valid/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('checks a pasted credential and says why it is invalid', async () => {
    const user = userEvent.setup();
    renderRoute(
      'cert-1',
      { data: { certificate, certificateVerification: verification('VALID', 'Valid.') } },
      [
        {
          request: { query: VerifyCredentialDocument, variables: { credential: 'a.b.c' } },
          result: {
            data: { verifyCredential: verification('INVALID', 'The signature does not match.') },
          },
        },
      ],
    );
    await user.type(await screen.findByRole('textbox', { name: 'Credential' }), 'a.b.c');
    await user.click(screen.getByRole('button', { name: 'Check credential' }));
    expect(await screen.findByText('Not a valid credential')).toBeInTheDocument();
    expect(screen.getByText('The signature does not match.')).toBeInTheDocument();
  });
});
