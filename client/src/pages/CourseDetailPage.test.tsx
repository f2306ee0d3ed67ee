import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import CourseDetailPage from './CourseDetailPage';
import { renderWithProviders } from '../test/renderWithProviders';
import type { YouTubeNamespace, YouTubePlayerOptions } from '../features/video/youtubeApi';
import {
  cardCourse,
  courseDetailMock,
  courseRelatedMock,
  courseReviewsMock,
  detailCourse,
  lecture,
  reviewNode,
} from '../features/courses/test/courseFixtures';

const routes = (
  <Routes>
    <Route path="/course/:id" element={<CourseDetailPage />} />
  </Routes>
);

function renderCourse(
  course = detailCourse(),
  currency = 'INR',
  reviews = [courseReviewsMock(course.id, [reviewNode('r1')])],
) {
  return renderWithProviders(routes, {
    route: `/course/${course.id}`,
    mocks: [
      courseDetailMock(course.id, { data: { course } }),
      courseRelatedMock(course),
      ...reviews,
    ],
    currency,
    appCache: true,
  });
}

const players: YouTubePlayerOptions[] = [];
class FakePlayer {
  constructor(_element: HTMLElement, options: YouTubePlayerOptions) {
    players.push(options);
  }
  destroy() {}
  getIframe() {
    return document.createElement('iframe');
  }
}

beforeEach(() => {
  players.length = 0;
  window.YT = { Player: FakePlayer as unknown as YouTubeNamespace['Player'] };
});
afterEach(() => delete window.YT);

const priceCard = () => screen.getByRole('complementary', { name: 'Price and enrolment' });

describe('Course detail page', () => {
  it('shows the course: title, plain-text excerpt, rating, students, educator and full description', async () => {
    renderCourse();
    expect(screen.getByRole('status', { name: 'Loading course' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Branding Masterclass' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('course-excerpt')).toHaveTextContent(
      /^Build your brand Learn to grow an audience\. LinkedIn Instagram$/,
    );
    expect(
      screen.getByRole('img', { name: 'Rated 4 out of 5 from 3 ratings' }),
    ).toBeInTheDocument();
    expect(screen.getByText('12 students')).toBeInTheDocument();
    expect(screen.getByText(/Course by/)).toHaveTextContent('Course by Neha Kapoor');

    const description = screen.getByRole('region', { name: 'Course Description' });
    expect(
      within(description).getByRole('heading', { level: 2, name: 'Build your brand' }),
    ).toBeInTheDocument();
    expect(within(description).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the net price, list price and N% OFF when discounted, with Enroll Now', async () => {
    renderCourse(detailCourse({ coursePrice: 1000, discount: 20, netPrice: 800 }));
    await screen.findByRole('heading', { level: 1 });
    const card = priceCard();
    expect(within(card).getByText('₹800.00')).toBeInTheDocument();
    expect(within(card).getByText('₹1,000.00')).toBeInTheDocument();
    expect(within(card).getByText('20% OFF')).toBeInTheDocument();
    expect(within(card).getByText('5 days left at this price!')).toBeInTheDocument();
    expect(within(card).getByText('Rated 4 of 5')).toBeInTheDocument();
    expect(within(card).getByText('2h 10m total')).toBeInTheDocument();
    expect(within(card).getByText('2 lectures')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Enroll Now' })).toBeInTheDocument();
  });

  it("shows the prices in the server's currency", async () => {
    renderCourse(detailCourse({ coursePrice: 1000, discount: 20, netPrice: 800 }), 'USD');
    await screen.findByRole('heading', { level: 1 });
    const card = priceCard();
    expect(await within(card).findByText('$800.00')).toBeInTheDocument();
    expect(within(card).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(card).queryByText(/₹/)).not.toBeInTheDocument();
  });

  it("shows Free and 'Enroll Free' when the net price is 0, and no discount badge without a discount", async () => {
    renderCourse(detailCourse({ coursePrice: 0, discount: 0, netPrice: 0 }));
    await screen.findByRole('heading', { level: 1 });
    const card = priceCard();
    expect(within(card).getByText('Free')).toBeInTheDocument();
    expect(within(card).queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/₹/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Enroll Free' })).toBeInTheDocument();
  });

  it("toasts 'Login to Enroll!' when a visitor enrolls", async () => {
    renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByText('Login to Enroll!')).toBeInTheDocument();
  });

  it('opens and closes chapters with buttons showing lecture count, durations, Free Preview and Locked', async () => {
    renderCourse();
    const toggle = await screen.findByRole('button', { name: /Getting Started/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('2 lectures - 2h 10m');
    const rows = screen.getAllByTestId('lecture-row');
    expect(rows[0]).toHaveTextContent('Welcome');
    expect(rows[0]).toHaveTextContent('1h 5m');
    expect(
      within(rows[0]).getByRole('button', { name: 'Free Preview: Welcome' }),
    ).toHaveTextContent('Free Preview');
    expect(within(rows[1]).getByText('Locked')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Welcome')).toBeInTheDocument();
  });

  it('plays a Free Preview lecture in the preview panel instead of the thumbnail', async () => {
    renderCourse();
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(priceCard()).getByRole('img', { name: 'Personal Branding Masterclass' }),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Free Preview: Welcome' }));
    expect(await screen.findByRole('status', { name: 'Loading video' })).toBeInTheDocument();
    expect(players.map((p) => p.videoId)).toEqual(['dQw4w9WgXcQ']);
    expect(
      within(priceCard()).queryByRole('img', { name: 'Personal Branding Masterclass' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Free Preview: Welcome' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('does not play Locked lectures', async () => {
    renderCourse();
    await screen.findByRole('heading', { level: 1 });
    const locked = screen.getAllByTestId('lecture-row')[1];
    expect(within(locked).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.setup().click(within(locked).getByText('Locked'));
    expect(
      within(priceCard()).getByRole('img', { name: 'Personal Branding Masterclass' }),
    ).toBeInTheDocument();
    expect(players).toHaveLength(0);
  });

  it("shows 'Invalid Preview Video' and toasts when a preview's link is not a YouTube video", async () => {
    const course = detailCourse();
    course.courseContent[0].chapterContent[0] = lecture('l1', {
      lectureTitle: 'Welcome',
      isPreviewFree: true,
      lectureUrl: 'https://vimeo.com/123456',
    });
    renderCourse(course);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Free Preview: Welcome' }));

    expect(await screen.findByText('Invalid YouTube URL for this lecture')).toBeInTheDocument();
    const panel = within(priceCard()).getByRole('alert');
    expect(panel).toHaveTextContent('Invalid Preview Video');
    expect(panel).toHaveTextContent('Please contact support to fix this video.');
    expect(players).toHaveLength(0);
  });

  it("shows 'Course not found' with a way back for an unknown id", async () => {
    renderWithProviders(routes, {
      route: '/course/nope',
      mocks: [
        courseDetailMock('nope', {
          errors: [new GraphQLError('Course not found', { extensions: { code: 'NOT_FOUND' } })],
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/course-list',
    );
  });

  it('shows the message of any other failure', async () => {
    renderWithProviders(routes, {
      route: '/course/c1',
      mocks: [courseDetailMock('c1', { errors: [new GraphQLError('Database unavailable')] })],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Could not load this course' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  describe('ratings and reviews', () => {
    const section = () => screen.findByRole('region', { name: 'Ratings and reviews' });

    it('shows the average and how many ratings gave each of 5 to 1 stars', async () => {
      renderCourse();
      const ratings = await section();
      expect(within(ratings).getByText('3 ratings')).toBeInTheDocument();
      const buckets = within(ratings).getByRole('list', { name: 'Ratings by stars' });
      expect(
        within(buckets)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([
        expect.stringMatching(/^5 stars: 1/),
        expect.stringMatching(/^4 stars: 2/),
        expect.stringMatching(/^3 stars: 0/),
        expect.stringMatching(/^2 stars: 0/),
        expect.stringMatching(/^1 star: 0/),
      ]);
      expect(within(buckets).getByText('4 stars: 2')).toBeInTheDocument();
    });

    it("shows the educator's reply under its review, with who replied and when", async () => {
      const reply = {
        __typename: 'ReviewReply',
        text: 'Thanks, <b>glad</b> it helped!',
        authorName: 'Aarav Sharma',
        updatedAt: '2025-03-05T00:00:00.000Z',
      };
      renderCourse(detailCourse(), 'INR', [
        courseReviewsMock('c1', [reviewNode('r2', { reply }), reviewNode('r1')]),
      ]);
      const replies = await screen.findAllByTestId('review-reply');
      expect(replies).toHaveLength(1);
      expect(replies[0]).toHaveTextContent('Reply from Aarav Sharma');
      expect(replies[0]).toHaveTextContent('5 Mar 2025');
      expect(replies[0]).toHaveTextContent('Thanks, <b>glad</b> it helped!');
      expect(replies[0].closest('[data-testid="review"]')).toHaveTextContent('Review r2');
    });

    it('lists reviews newest first as plain text, then pages on with Show more reviews', async () => {
      const html = '<b>Not bold</b>\nSecond line';
      renderCourse(detailCourse(), 'INR', [
        courseReviewsMock('c1', [reviewNode('r3', { review: html, rating: 4 }), reviewNode('r2')], {
          next: 'cursor-2',
          totalCount: 3,
        }),
        courseReviewsMock('c1', [reviewNode('r1', { reviewerName: 'Oldest Reviewer' })], {
          after: 'cursor-2',
          totalCount: 3,
        }),
      ]);
      const list = await within(await section()).findByRole('list', { name: 'Reviews' });
      const reviews = () => within(list).getAllByTestId('review');
      expect(reviews()).toHaveLength(2);
      expect(reviews()[0]).toHaveTextContent('Reviewer r3');
      expect(
        within(reviews()[0]).getByRole('img', { name: 'Rated 4 out of 5' }),
      ).toBeInTheDocument();
      expect(within(reviews()[0]).getByText(/<b>Not bold<\/b>/)).toBeInTheDocument();
      expect(reviews()[0].querySelector('b')).toBeNull();

      await userEvent.setup().click(screen.getByRole('button', { name: 'Show more reviews' }));
      expect(await within(list).findByText('Oldest Reviewer')).toBeInTheDocument();
      expect(reviews().map((r) => within(r).getByText(/^Reviewer|Oldest/).textContent)).toEqual([
        'Reviewer r3',
        'Reviewer r2',
        'Oldest Reviewer',
      ]);
      expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    });

    it('says so when nobody has written a review', async () => {
      renderCourse(detailCourse(), 'INR', [courseReviewsMock('c1', [])]);
      expect(
        await within(await section()).findByText('No written reviews yet.'),
      ).toBeInTheDocument();
    });
  });

  describe('course facts, instructor and related courses', () => {
    const region = (name: string | RegExp) => screen.getByRole('region', { name });

    it("links the educator's name to their instructor page; the student count is plain text", async () => {
      renderCourse();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('link', { name: 'Neha Kapoor' })).toHaveAttribute(
        'href',
        '/instructor/edu-1',
      );
      const students = screen.getByText('12 students');
      expect(students.closest('a')).toBeNull();
      expect(document.title).toBe('Personal Branding Masterclass | BrandCraft');
    });

    it('shows the breadcrumb Courses › Category › Subcategory with links to their pages', async () => {
      renderCourse();
      await screen.findByRole('heading', { level: 1 });
      const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(
        within(trail)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Courses', '/course-list'],
        ['Personal Branding', '/category/personal-branding'],
        ['Brand Positioning', '/category/brand-positioning'],
      ]);
    });

    it('shows level and language, what you will learn, requirements and tags', async () => {
      renderCourse();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByText('Beginner')).toBeInTheDocument();
      expect(screen.getByText('English')).toBeInTheDocument();
      expect(
        within(region("What you'll learn"))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Write a positioning statement', 'Grow on LinkedIn without ads']);
      expect(within(region('Requirements')).getByRole('listitem')).toHaveTextContent(
        'No marketing experience needed',
      );
      expect(within(region('Tags')).getByRole('link', { name: 'personal brand' })).toHaveAttribute(
        'href',
        '/course-list/personal%20brand',
      );
    });

    it('hides the sections that have nothing to show, and the breadcrumb stops at Courses', async () => {
      renderCourse(
        detailCourse({
          category: null,
          tags: [],
          learningPoints: [],
          requirements: [],
          moreByInstructor: [],
          alsoBought: [],
        }),
      );
      await screen.findByRole('heading', { level: 1 });
      for (const name of [
        "What you'll learn",
        'Requirements',
        'Tags',
        /More courses by/,
        'Students also bought',
      ])
        expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
      expect(
        within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link'),
      ).toHaveLength(1);
      expect(screen.getByRole('region', { name: 'Course Structure' })).toBeInTheDocument();
    });

    it("shows the instructor's other courses and what students also bought as cards", async () => {
      renderCourse(
        detailCourse({
          moreByInstructor: [cardCourse('c2', { courseTitle: 'LinkedIn Growth' })],
          alsoBought: [
            cardCourse('c3', { courseTitle: 'SEO Fundamentals' }),
            cardCourse('c4', { courseTitle: 'Instagram for Business' }),
          ],
        }),
      );
      // Asked after the course has painted (CourseRelated), so it follows the heading.
      const more = await screen.findByRole('region', { name: 'More courses by Neha Kapoor' });
      expect(
        within(more).getByRole('heading', { level: 3, name: 'LinkedIn Growth' }),
      ).toBeVisible();
      expect(within(more).getByRole('link', { name: 'Check out course' })).toHaveAttribute(
        'href',
        '/course/c2',
      );
      const also = region('Students also bought');
      expect(
        within(also)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['SEO Fundamentals', 'Instagram for Business']);
    });
  });
});
