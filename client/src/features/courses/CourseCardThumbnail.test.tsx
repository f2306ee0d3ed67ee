import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CourseListPage from '../../pages/CourseListPage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { COURSE_PAGE_SIZE, courseListVariables } from './courseListVariables';
import { cardCourse, coursesMock } from './test/courseFixtures';

const NO_FACETS = {
  __typename: 'CourseFacets',
  categories: [],
  prices: [],
  ratings: [],
  durations: [],
  levels: [],
  languages: [],
};

/** The list page's first page, as it asks for it (with the filters' counts, none here). */
function firstPage(courses: ReturnType<typeof cardCourse>[]) {
  const mock = coursesMock({ first: COURSE_PAGE_SIZE }, courses);
  const { data } = mock.result as { data: { courses: object } };
  return {
    ...mock,
    request: { ...mock.request, variables: courseListVariables('') },
    result: { data: { courses: { ...data.courses, facets: NO_FACETS } } },
  };
}

const source = (width: number, type: string, extension: string) => ({
  __typename: 'ImageSource',
  url: `https://cdn.example.com/thumbnails/a-${width}.${extension}`,
  width,
  type,
});
const RENDITIONS = [320, 640, 1280].flatMap((width) => [
  source(width, 'image/webp', 'webp'),
  source(width, 'image/jpeg', 'jpg'),
]);

/** The card's picture, found from its title: the card is the list item holding both. */
async function pictureOf(title: string) {
  const card = (await screen.findByRole('heading', { name: title })).closest('li')!;
  return card.querySelector('picture')!;
}

describe('course card thumbnails', () => {
  beforeEach(() => {
    renderWithProviders(
      <Routes>
        <Route path="/course-list" element={<CourseListPage />} />
      </Routes>,
      {
        route: '/course-list',
        mocks: [
          firstPage([
            cardCourse('a', {
              courseTitle: 'With renditions',
              courseThumbnail: 'https://cdn.example.com/thumbnails/a-640.jpg',
              thumbnailSources: RENDITIONS,
            }),
            cardCourse('b', {
              courseTitle: 'Seed picture',
              courseThumbnail: '/uploads/seed/b.svg',
            }),
          ]),
        ],
      },
    );
  });

  it('offers every width in WebP and in the JPEG fallback, with the sizes the grid shows', async () => {
    const picture = await pictureOf('With renditions');
    const webp = picture.querySelector('source')!;
    const img = picture.querySelector('img')!;
    const sizes = '(min-width: 80em) 20rem, (min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw';

    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp).toHaveAttribute(
      'srcset',
      'https://cdn.example.com/thumbnails/a-320.webp 320w, https://cdn.example.com/thumbnails/a-640.webp 640w, https://cdn.example.com/thumbnails/a-1280.webp 1280w',
    );
    expect(webp).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/thumbnails/a-640.jpg');
    expect(img).toHaveAttribute(
      'srcset',
      'https://cdn.example.com/thumbnails/a-320.jpg 320w, https://cdn.example.com/thumbnails/a-640.jpg 640w, https://cdn.example.com/thumbnails/a-1280.jpg 1280w',
    );
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows a thumbnail without renditions as its single URL', async () => {
    const picture = await pictureOf('Seed picture');
    expect(picture.querySelector('source')).toBeNull();
    const img = picture.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/seed/b.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
