import { purchaseAttribution, visitAttribution } from './visitAttribution';

const here = (search: string) => ({ search, host: 'courses.example.com' });

describe('visitAttribution', () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the visit's first ?ref= and external referrer for the rest of the tab's session", () => {
    expect(
      visitAttribution(here('?ref=AbC123&utm_source=mail'), 'https://www.google.com/q'),
    ).toEqual({ source: 'abc123', referrer: 'google.com' });
    expect(visitAttribution(here('?utm_source=later'), 'https://bing.com/')).toEqual({
      source: 'abc123',
      referrer: 'google.com',
    });
  });

  it('ignores its own site as a referrer, and what the server would refuse', () => {
    expect(
      visitAttribution(here('?utm_source=%3Dcmd'), 'https://courses.example.com/course-list'),
    ).toEqual({ source: null, referrer: null });
    expect(purchaseAttribution()).toBeUndefined();
    expect(visitAttribution(here('?utm_source=Newsletter'), '')).toEqual({
      source: 'newsletter',
      referrer: null,
    });
  });
});
