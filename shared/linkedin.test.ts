import { linkedInAddToProfileUrl } from './linkedin';

describe('linkedInAddToProfileUrl', () => {
  it('fills the certification form: name, organisation, UTC issue month and year, URL and id', () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: 'SEO & Search: Basics',
        organizationName: 'BrandCraft',
        issuedAt: new Date('2026-01-31T23:30:00-05:00'),
        certUrl: 'https://courses.example.com/certificate/c-1',
        certId: 'c-1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'SEO & Search: Basics',
      organizationName: 'BrandCraft',
      issueYear: '2026',
      issueMonth: '2',
      certUrl: 'https://courses.example.com/certificate/c-1',
      certId: 'c-1',
    });
  });
});
