import { screen, within } from '@testing-library/react';
import { activateLocale } from '../../../i18n/locale';
import { LectureNotesDocument } from '../notes/lectureNotes.generated';
import {
  fakeYouTubeEachTest,
  playerCourse,
  quizzesMock,
  renderPlayer,
  summary,
} from './test/playerFixtures';

fakeYouTubeEachTest();

const noNotes = {
  request: { query: LectureNotesDocument, variables: { courseId: 'c1' } },
  result: { data: { lectureNotes: [] } },
};

/** What stays in Latin script in Hindi: the course's own data and brand names. */
const course = playerCourse();
const KEPT_IN_LATIN = [
  course.courseTitle,
  'Helpful start.',
  'Getting Started',
  'Going Further',
  'Welcome',
  'Broken link',
  'No link yet',
  'Brand audit',
  'YouTube',
];

/** Every text of the page a person reads or hears: its text and its labels. */
function everyText(): string {
  const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].map(
    (element) =>
      ['aria-label', 'placeholder', 'title', 'alt']
        .map((name) => element.getAttribute(name) ?? '')
        .join(' '),
  );
  const probe = screen.getByTestId('location').textContent ?? '';
  return [(document.body.textContent ?? '').replace(probe, ' '), ...labels].join(' ');
}

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

it('shows the player in Hindi, with no English left', async () => {
  await activateLocale('hi');
  renderPlayer([quizzesMock(['ch1', 'Brand audit', 1]), noNotes]);

  expect(await screen.findByRole('heading', { level: 2, name: 'कोर्स की सामग्री' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'नोट्स' })).toBeVisible();
  expect(await screen.findByRole('button', { name: 'पूरा हुआ मार्क करें' })).toBeVisible();
  expect(await screen.findByText('3 में से 0 लेक्चर पूरे')).toBeVisible();
  expect(summary()).toHaveTextContent('0%');
  expect(screen.getByRole('button', { name: 'देखें: Welcome' })).toBeVisible();
  expect(await screen.findByRole('button', { name: 'क्विज़ दें: Brand audit' })).toBeVisible();
  expect(screen.getByText('2 सवाल · पास मार्क 70%')).toBeVisible();
  expect(screen.getByRole('navigation', { name: 'लेक्चर नेविगेशन' })).toBeVisible();
  expect(
    within(screen.getByRole('group', { name: 'इस कोर्स को रेटिंग दें:' })).getByRole('button', {
      name: '3 स्टार दें',
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText(/अभी कोई नोट नहीं/)).toBeVisible();

  let left = everyText();
  for (const kept of KEPT_IN_LATIN) left = left.split(kept).join(' ');
  expect(left.match(/[A-Za-z]{3,}/g)).toBeNull();
  expect(screen.queryByText('Course Content')).not.toBeInTheDocument();
});
