import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CourseDetailPage from './CourseDetailPage';
import { activateLocale } from '../i18n/locale';
import { renderWithProviders } from '../test/renderWithProviders';
import {
  courseDetailMock,
  courseRelatedMock,
  courseReviewsMock,
  detailCourse,
  reviewNode,
} from '../features/courses/test/courseFixtures';
import { FaqSection } from '../features/landing/FaqSection';
import { WhyChooseSection } from '../features/landing/WhyChooseSection';

beforeEach(() => activateLocale('hi'));
afterEach(() => activateLocale('en'));

/** Texts of the screen, present in English and gone in Hindi: any one left untranslated fails. */
function expectNoneOf(texts: (string | RegExp)[]) {
  for (const text of texts) expect(screen.queryAllByText(text)).toHaveLength(0);
}

describe('in Hindi', () => {
  it('shows the course page in Hindi, data as written', async () => {
    const course = detailCourse({ enrolledStudentsCount: 1500 });
    renderWithProviders(
      <Routes>
        <Route path="/course/:id" element={<CourseDetailPage />} />
      </Routes>,
      {
        route: `/course/${course.id}`,
        mocks: [
          courseDetailMock(course.id, { data: { course } }),
          courseRelatedMock(course),
          courseReviewsMock(course.id, [reviewNode('r1')]),
        ],
        appCache: true,
      },
    );
    expect(screen.getByRole('status', { name: 'कोर्स लोड हो रहा है' })).toBeInTheDocument();

    // The course's own texts stay as the educator wrote them.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Branding Masterclass' }),
    ).toBeInTheDocument();
    for (const heading of [
      'आप क्या सीखेंगे',
      'कोर्स की रूपरेखा',
      'ज़रूरी बातें',
      'कोर्स का विवरण',
      'टैग',
      'रेटिंग और रिव्यू',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText('1,500 छात्र')).toBeInTheDocument();
    expect(screen.getByText(/का कोर्स$/)).toHaveTextContent('Neha Kapoor का कोर्स');
    expect(screen.getByText(/^1 अध्याय - 2 लेक्चर - कुल अवधि \S/)).toBeInTheDocument();
    expect(screen.getByText('शुरुआती')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 में से 4 रेटिंग, 3 रेटिंग के आधार पर' })).toBeInTheDocument();
    const card = screen.getByRole('complementary', { name: 'कीमत और एनरोलमेंट' });
    expect(within(card).getByText('इस कीमत पर सिर्फ़ 5 दिन बाकी!')).toBeInTheDocument();
    expect(within(card).getByText('2 लेक्चर')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मुफ़्त प्रीव्यू: Welcome' })).toBeInTheDocument();
    expect(await screen.findByText('Review r1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'रिव्यू' })).toBeInTheDocument();

    expectNoneOf([
      "What you'll learn",
      'Course Structure',
      'Requirements',
      'Course Description',
      'Tags',
      'Ratings and reviews',
      /students?$/,
      /^Course by/,
      /total duration$/,
      'Beginner',
      '5 days left at this price!',
      /lectures?$/,
      'Free Preview',
      'Locked',
      /^\d+ stars?$/,
    ]);
    expect(screen.queryByRole('complementary', { name: 'Price and enrolment' })).toBeNull();
    expect(document.title).toMatch(/^Personal Branding Masterclass/);
  });

  it('shows the landing page’s sections in Hindi', async () => {
    renderWithProviders(
      <>
        <WhyChooseSection />
        <FaqSection />
      </>,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'BrandCraft ही क्यों?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'अक्सर पूछे जाने वाले सवाल' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ये कोर्स किसके लिए हैं?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सपोर्ट से संपर्क करें' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expectNoneOf([
      'Why Choose BrandCraft?',
      'Frequently asked questions',
      'Who are these courses for?',
      'On-demand courses',
      /Still have questions/,
      'Contact Support',
    ]);
  });
});
