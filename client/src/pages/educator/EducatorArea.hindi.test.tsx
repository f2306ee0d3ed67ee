import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { activateLocale } from '../../i18n/locale';
import { EducatorDashboardDocument } from '../../features/educator/educator.generated';
import { enrollment } from '../../features/educator/test/fixtures';
import { RecordVisitDocument } from '../../features/site/site.generated';
import { resetRecordedVisit } from '../../features/site/recordVisitOnce';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import DashboardPage from './DashboardPage';
import EducatorLayout from './EducatorLayout';

const dashboard: MockedResponse = {
  request: { query: EducatorDashboardDocument },
  result: {
    data: {
      educatorDashboard: {
        __typename: 'EducatorDashboard',
        totalCourses: 3,
        totalEarnings: 150000,
        grossSales: 162477,
        netSales: 150000.15,
        totalRefunds: 2,
        refundedAmount: 12477,
        totalEnrollments: 1,
        enrolledStudentsData: [enrollment('Meera Iyer', 'SEO Sprint', '2025-05-02T09:00:00.000Z')],
      },
    },
  },
};

/** An educator whose account keeps Hindi (the account's choice wins once signed in). */
const hindiEducator = signIn({
  id: 'u-edu',
  name: 'Aarav Sharma',
  imageUrl: '',
  role: 'EDUCATOR',
  locale: 'hi',
});

const visits: MockedResponse = {
  request: { query: RecordVisitDocument },
  result: { data: { recordVisit: 1234 } },
};

/** A catalog as written (an import would give its compiled form). */
const catalog = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, `../../locales/${language}/educator.json`), 'utf8'));

/**
 * The English messages of the namespace that read differently in Hindi, without placeholders:
 * the texts a missed string would leave on screen.
 */
const [english, hindi] = [catalog('en'), catalog('hi')];
const englishOnly = Object.entries(english)
  .filter(([id, message]) => hindi[id] !== message && !/[{<]/.test(message))
  .map(([, message]) => message);

/** Every text the screen shows or announces: its text nodes and its labels. */
function screenTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent?.trim() ?? '');
  for (const element of root.querySelectorAll('[aria-label], [title], [alt], [placeholder]'))
    for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
      texts.push(element.getAttribute(name) ?? '');
  return texts.filter(Boolean);
}

beforeEach(() => resetRecordedVisit());
afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

describe('the educator area in Hindi', () => {
  it('shows the dashboard, its frame and its figures in Hindi, with no English left', async () => {
    await activateLocale('hi');
    renderWithProviders(
      <Routes>
        <Route path="/educator" element={<EducatorLayout />}>
          <Route index element={<DashboardPage />} />
        </Route>
      </Routes>,
      { route: '/educator', mocks: [hindiEducator, visits, dashboard] },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    expect(document.title).toBe('डैशबोर्ड | BrandCraft');
    const nav = await screen.findByRole('navigation', { name: 'एजुकेटर' });
    expect(within(nav).getByRole('link', { name: 'मेरे कोर्स' })).toHaveAttribute(
      'href',
      '/educator/my-courses',
    );
    expect(await screen.findByText('नमस्ते! Aarav Sharma')).toBeInTheDocument();

    const earnings = (await screen.findByText('कुल कमाई')).parentElement!;
    expect(earnings).toHaveTextContent('₹1,50,000.00');
    expect(earnings).toHaveTextContent('पूरे रुपयों में नेट बिक्री');
    expect(screen.getByText('नेट बिक्री').parentElement).toHaveTextContent(
      'कुल बिक्री ₹1,62,477.00, रिफ़ंड घटाकर',
    );
    const table = screen.getByRole('table', { name: 'हाल के एनरोलमेंट' });
    expect(within(table).getByRole('columnheader', { name: 'कोर्स का नाम' })).toBeVisible();
    expect(table.querySelector('img[src="/img/Meera Iyer.png"]')).toHaveAttribute(
      'alt',
      'Meera Iyer की प्रोफ़ाइल फ़ोटो',
    );

    expect(screen.queryByRole('heading', { name: 'Latest Enrolments' })).toBeNull();
    const left = screenTexts(document.body).filter((text) => englishOnly.includes(text));
    expect(left).toEqual([]);
  });
});
