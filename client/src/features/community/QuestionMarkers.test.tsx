import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QuestionMarkers } from './QuestionMarkers';
import { askMentorPath } from './QuestionThread';

const markers = [
  { id: 'q1', positionSeconds: 133, body: 'Why this hook?' },
  { id: 'q2', positionSeconds: 600, body: 'And the last one?' },
];

describe('question markers on the timeline', () => {
  it('places each question at its share of the lecture and opens it when pressed', async () => {
    const onOpen = jest.fn();
    renderWithProviders(
      <QuestionMarkers markers={markers} durationSeconds={600} onOpen={onOpen} />,
    );
    const list = screen.getByRole('list', { name: 'Questions on this lecture’s timeline' });
    const first = screen.getByRole('button', { name: 'Question at 2:13: Why this hook?' });
    expect(list).toContainElement(first);
    // 133 of 600 seconds: 22.1667 % along; the last second sits at the end.
    expect(first.parentElement).toHaveStyle({ left: `${(133 / 600) * 100}%` });
    expect(
      screen.getByRole('button', { name: 'Question at 10:00: And the last one?' }).parentElement,
    ).toHaveStyle({
      left: '100%',
    });
    await userEvent.click(first);
    expect(onOpen).toHaveBeenCalledWith(markers[0]);
  });

  it('gives questions at the same second one mark that counts them and opens the first', async () => {
    const onOpen = jest.fn();
    const same = [markers[0], { id: 'q3', positionSeconds: 133, body: 'Me too?' }];
    renderWithProviders(<QuestionMarkers markers={same} durationSeconds={600} onOpen={onOpen} />);
    const mark = screen.getByRole('button', {
      name: '2 questions at 2:13, the first: Why this hook?',
    });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(mark);
    expect(onOpen).toHaveBeenCalledWith(markers[0]);
  });

  it('shows nothing without questions or without a length', () => {
    const { container } = renderWithProviders(
      <QuestionMarkers markers={markers} durationSeconds={0} onOpen={jest.fn()} />,
    );
    expect(container.querySelector('[data-testid="question-markers"]')).toBeNull();
  });

  it('opens the mentor’s booking form with the course and the question as its note', () => {
    const path = askMentorPath('m1', 'c1', 'About “Hooks” at 2:13: Why & how?');
    const url = new URL(path, 'https://brandcraft.test');
    expect(url.pathname).toBe('/mentors/m1');
    expect(url.searchParams.get('course')).toBe('c1');
    expect(url.searchParams.get('note')).toBe('About “Hooks” at 2:13: Why & how?');
  });
});
